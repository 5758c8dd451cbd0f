// Loading and failure states shared by the storefront pages.
import { Alert, Button, Center, Spinner, Stack, Text } from '@chakra-ui/react'
import { ApiError } from '@/api/client.ts'
import { ResponseCode } from '@/contract/codes.ts'

export function StoreLoading({ label }: { label: string }) {
  return (
    <Center py="16" role="status" aria-live="polite">
      <Stack align="center" gap="3">
        <Spinner size="lg" />
        <Text color="fg.muted">{label}…</Text>
      </Stack>
    </Center>
  )
}

export function failureText(error: unknown): string {
  if (error instanceof ApiError) return error.envelope.description
  if (typeof navigator !== 'undefined' && !navigator.onLine)
    return 'You are offline and this page has not been saved on this device yet.'
  return 'The store could not be reached. Check your connection and try again.'
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
  return (
    <Alert.Root status="error" role="alert" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{failureText(error)}</Alert.Description>
        <Button size="sm" variant="outline" alignSelf="flex-start" onClick={onRetry}>
          Try again
        </Button>
      </Alert.Content>
    </Alert.Root>
  )
}

export const isStoreNotFound = (error: unknown) =>
  error instanceof ApiError && error.code === ResponseCode.PUBLIC_NOT_FOUND
