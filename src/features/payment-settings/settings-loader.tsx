// The loading and failed states of a settings page, around the page's records once they are here.
import type { ReactNode } from 'react'
import { Skeleton, Stack } from '@chakra-ui/react'
import type { UseQueryResult } from '@tanstack/react-query'
import { LoadFailed } from '@/app/ui/load-failed.tsx'

export function SettingsLoader<T>({
  query,
  what,
  children,
}: {
  query: UseQueryResult<T>
  what: string
  children: (data: T) => ReactNode
}) {
  if (query.isPending)
    return (
      <Stack gap="3" maxW="3xl" aria-busy="true" aria-label={`Loading ${what}`}>
        <Skeleton height="10" />
        <Skeleton height="10" />
        <Skeleton height="24" />
      </Stack>
    )
  if (query.isError)
    return <LoadFailed title={`We could not load your ${what}`} onRetry={() => void query.refetch()} />
  return <>{children(query.data)}</>
}
