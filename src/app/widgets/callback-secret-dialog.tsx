// The callback signing secret, for the merchant's server to verify webhook-signature: hidden until
// revealed, copyable, and replaceable after a confirmation (callbacks then carry the new signature).
import { useState } from 'react'
import { Button, Code, HStack, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { callbackSecretQuery, useRotateCallbackSecret } from '@/api/payment-records.ts'
import { ApiError } from '@/api/client.ts'
import { CALLBACK_HEADERS } from '@/contract/payments.ts'
import { AppDialog } from '../ui/app-dialog.tsx'
import { ConfirmDialog } from '../ui/confirm-dialog.tsx'
import { notify } from '../ui/toaster.tsx'
import { CopyButton } from '../ui/copy-button.tsx'
import { t } from '@/i18n/i18n.ts'

export function CallbackSecretButton() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        {t('Callback secret')}
      </Button>
      <AppDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('Callback signing secret')}
        closeLabel={t('Close')}
      >
        {open ? <SecretPanel /> : null}
      </AppDialog>
    </>
  )
}

// Code inside a sentence: its placeholders' values are marked, then drawn in <Code>, so a translation can
// move them where its grammar wants them.
const CODE_MARK = '\u0001'
const code = (text: string) => `${CODE_MARK}${text}${CODE_MARK}`
const withCode = (sentence: string) =>
  sentence.split(CODE_MARK).map((part, index) => (index % 2 ? <Code key={index}>{part}</Code> : part))

function SecretPanel() {
  const query = useQuery(callbackSecretQuery())
  const rotate = useRotateCallbackSecret()
  const [revealed, setRevealed] = useState(false)
  const [confirming, setConfirming] = useState(false)

  if (query.isError)
    return (
      <Text role="alert">
        {query.error instanceof ApiError
          ? query.error.envelope.description
          : t('The secret could not be loaded. Try again.')}
      </Text>
    )
  if (!query.data) return <Skeleton height="16" />
  const { secret } = query.data

  return (
    <Stack gap="4">
      <Text fontSize="sm">
        {withCode(
          t(
            'Every callback is signed by the Standard Webhooks specification: {idHeader}, {timestampHeader} and {signatureHeader}, which is "v1," and the base64 HMAC-SHA256 of {payload} keyed with this secret. Verify it with a Standard Webhooks library before trusting a callback.',
            {
              idHeader: code(CALLBACK_HEADERS.id),
              timestampHeader: code(CALLBACK_HEADERS.timestamp),
              signatureHeader: code(CALLBACK_HEADERS.signature),
              payload: code('{id}.{timestamp}.{raw body}'),
            },
          ),
        )}
      </Text>
      <Code p="2" wordBreak="break-all" data-testid="callback-secret">
        {revealed ? secret : `${secret.slice(0, 6)}${'•'.repeat(24)}`}
      </Code>
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => setRevealed((shown) => !shown)}>
          {revealed ? t('Hide') : t('Reveal')}
        </Button>
        <CopyButton value={secret} copied={t('Secret copied')} size="sm" variant="outline">
          {t('Copy secret')}
        </CopyButton>
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
          {t('Replace secret')}
        </Button>
      </HStack>
      <ConfirmDialog
        open={confirming}
        title={t('Replace the callback secret?')}
        description={t(
          'Callbacks from now on are signed with a new secret. Your server rejects them until it is given the new one.',
        )}
        confirmLabel={t('Replace secret')}
        destructive
        loading={rotate.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          rotate.mutate(undefined, {
            onSuccess: () => {
              setRevealed(true)
              notify(t('Callback secret replaced'))
            },
            onSettled: () => setConfirming(false),
          })
        }
      />
    </Stack>
  )
}
