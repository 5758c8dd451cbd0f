// SPEC §8 "one user update shows an alert with the response code on failure": the server's description and
// "Error code: {code}" where the change was made, instead of the shared error dialog.
import { Alert, CloseButton } from '@chakra-ui/react'
import { ApiError } from '@/api/client.ts'
import { t } from '@/i18n/i18n.ts'

export function RefusalAlert({
  error,
  testId,
  onClose,
}: {
  error: unknown
  testId: string
  onClose?: () => void
}) {
  if (!(error instanceof ApiError)) return null
  const { description, response_code } = error.envelope
  return (
    <Alert.Root status="error" role="alert" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{description}</Alert.Title>
        <Alert.Description>{t('Error code: {code}', { code: response_code })}</Alert.Description>
      </Alert.Content>
      {onClose ? <CloseButton size="sm" aria-label={t('Dismiss')} onClick={onClose} /> : null}
    </Alert.Root>
  )
}
