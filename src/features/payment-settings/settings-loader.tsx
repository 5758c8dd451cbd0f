// The loading and failed states of a settings page, around the page's records once they are here.
import type { ReactNode } from 'react'
import { Skeleton, Stack } from '@chakra-ui/react'
import type { UseQueryResult } from '@tanstack/react-query'
import { LoadFailed } from '@/app/ui/load-failed.tsx'

export function SettingsLoader<T>({
  query,
  loadingLabel,
  failedTitle,
  children,
}: {
  query: UseQueryResult<T>
  /** “Loading payment settings”. */
  loadingLabel: string
  /** “We could not load your payment settings”. */
  failedTitle: string
  children: (data: T) => ReactNode
}) {
  if (query.isPending)
    return (
      <Stack gap="3" maxW="3xl" aria-busy="true" aria-label={loadingLabel}>
        <Skeleton height="10" />
        <Skeleton height="10" />
        <Skeleton height="24" />
      </Stack>
    )
  if (query.isError) return <LoadFailed title={failedTitle} onRetry={() => void query.refetch()} />
  return <>{children(query.data)}</>
}
