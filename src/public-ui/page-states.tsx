// A public page's own states while its data comes: the spinner with what is loading, and a failed load said
// in words with a way to try again.
import { Center, Stack } from 'styled-system/jsx'
import { Alert } from './alert.tsx'
import { Button } from './button.tsx'
import { Spinner, Text } from './text.tsx'
import { useT } from '@/i18n/use-t.ts'

export function PageLoading({ label, color }: { label: string; color?: 'brand.solid' | 'fg.muted' }) {
  return (
    <Center py="16" role="status" aria-live="polite">
      <Stack align="center" gap="3">
        <Spinner size="lg" color={color} />
        <Text color="fg.muted">{label}…</Text>
      </Stack>
    </Center>
  )
}

export function LoadErrorAlert({
  title,
  description,
  onRetry,
}: {
  title: string
  description: string
  onRetry: () => void
}) {
  const t = useT()
  return (
    <Alert.Root status="error" role="alert" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{description}</Alert.Description>
        <Button size="sm" variant="outline" alignSelf="flex-start" onClick={onRetry}>
          {t('common.try_again')}
        </Button>
      </Alert.Content>
    </Alert.Root>
  )
}
