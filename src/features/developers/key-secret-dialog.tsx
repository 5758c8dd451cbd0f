// The one time a key's secret is on screen: after creating or rolling a key. The secret lives in this
// dialog's props only (never the query cache, never storage); once closed it is gone for good.
import { t } from '@/i18n/i18n.ts'
import { Alert, Button, Code, Stack, Text } from '@chakra-ui/react'
import { AppDialog } from '@/app/ui/app-dialog.tsx'
import { CopyButton } from '@/app/ui/copy-button.tsx'
import type { ApiKeyWithSecret } from '@/contract/developers.ts'
import { code, withCode } from './code-in-sentence.tsx'

interface KeySecretDialogProps {
  /** The key just made, with its secret; null: no dialog. Kept while the dialog animates out. */
  created: ApiKeyWithSecret | null
  open: boolean
  /** Says what happened: "created" or "rolled". */
  action: 'created' | 'rolled'
  onClose: () => void
  /** Once the dialog has gone: the place to drop the secret and move on to the key's page. */
  onExitComplete: () => void
}

export function KeySecretDialog({ created, open, action, onClose, onExitComplete }: KeySecretDialogProps) {
  return (
    <AppDialog
      open={open && created !== null}
      onClose={onClose}
      onExitComplete={onExitComplete}
      role="alertdialog"
      // A stray click beside the dialog must not throw the secret away.
      closeOnInteractOutside={false}
      title={action === 'created' ? t('Your new API key') : t('Your new key (rolled)')}
      testId="api-key-secret-dialog"
      footer={<Button onClick={onClose}>{t('I have saved the key')}</Button>}
    >
      {created ? (
        <Stack gap="4">
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>
              {t('Copy this secret now and keep it somewhere safe: you will not see it again.')}
            </Alert.Title>
          </Alert.Root>
          <Text fontSize="sm">
            {withCode(
              t('“{name}” — send it as {header} from your server. Never put it in a web page or an app.', {
                name: created.name,
                header: code('Authorization: Bearer …'),
              }),
            )}
          </Text>
          <Code
            as="output"
            display="block"
            colorPalette="gray"
            p="3"
            fontSize="sm"
            wordBreak="break-all"
            aria-label={t('Secret')}
            data-testid="api-key-secret"
          >
            {created.secret}
          </Code>
          <CopyButton value={created.secret} copied={t('Secret copied')} variant="outline" alignSelf="start">
            {t('Copy secret')}
          </CopyButton>
        </Stack>
      ) : null}
    </AppDialog>
  )
}
