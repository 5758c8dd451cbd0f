// Loading and failure states shared by the storefront pages.
import { LoadErrorAlert, PageLoading } from '@/public-ui/page-states.tsx'
import { ApiError } from '@/api/client.ts'
import { ResponseCode } from '@/contract/codes.ts'
import { t } from '@/i18n/i18n.ts'

export function StoreLoading({ label }: { label: string }) {
  return <PageLoading label={label} />
}

export function failureText(error: unknown): string {
  if (error instanceof ApiError) return error.envelope.description
  if (typeof navigator !== 'undefined' && !navigator.onLine) return t('store.states.offline')
  return t('store.states.unreachable')
}

export function StoreLoadError({
  title,
  error,
  onRetry,
}: {
  title: string
  error: unknown
  onRetry: () => void
}) {
  return <LoadErrorAlert title={title} description={failureText(error)} onRetry={onRetry} />
}

export const isStoreNotFound = (error: unknown) =>
  error instanceof ApiError && error.code === ResponseCode.PUBLIC_NOT_FOUND
