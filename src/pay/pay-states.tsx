// Shared states of the payment pages: loading, a failed load with a retry, and a notice panel.
import type { ReactNode } from 'react'
import { Alert, Button, Card, Center, Heading, Spinner, Stack, Text } from '@chakra-ui/react'
import { failureText } from './pay-helpers.ts'

export function PayLoading({ label = 'Loading payment details' }: { label?: string }) {
  return (
    <Center py="16" role="status" aria-live="polite">
      <Stack align="center" gap="3">
        <Spinner size="lg" color="brand.solid" />
        <Text color="fg.muted">{label}…</Text>
      </Stack>
    </Center>
  )
}

export function PayLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert.Root status="error" role="alert" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Title>We could not load this payment</Alert.Title>
        <Alert.Description>{failureText(error)}</Alert.Description>
        <Button size="sm" variant="outline" alignSelf="flex-start" onClick={onRetry}>
          Try again
        </Button>
      </Alert.Content>
    </Alert.Root>
  )
}

export function PayNotice({
  title,
  children,
  status = 'info',
}: {
  title: string
  children?: ReactNode
  status?: 'info' | 'success' | 'warning' | 'error'
}) {
  return (
    <Card.Root variant="outline" bg="bg" data-testid="pay-notice" data-status={status}>
      <Card.Body gap="2">
        <Heading as="h2" size="md" color={status === 'info' ? undefined : `fg.${status}`}>
          {title}
        </Heading>
        {children ? <Text color="fg.muted">{children}</Text> : null}
      </Card.Body>
    </Card.Root>
  )
}
