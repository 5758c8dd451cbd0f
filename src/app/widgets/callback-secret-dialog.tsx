// The callback signing secret, for the merchant's server to verify X-Niaga-Signature: hidden until
// revealed, copyable, and replaceable after a confirmation (callbacks then carry the new signature).
import { useState } from 'react'
import { Button, Code, HStack, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { callbackSecretQuery, useRotateCallbackSecret } from '@/api/payment-records.ts'
import { ApiError } from '@/api/client.ts'
import { AppDialog } from '../ui/app-dialog.tsx'
import { ConfirmDialog } from '../ui/confirm-dialog.tsx'
import { notify } from '../ui/toaster.tsx'
import { CopyButton } from '../ui/copy-button.tsx'

export function CallbackSecretButton() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        Callback secret
      </Button>
      <AppDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Callback signing secret"
        closeLabel="Close"
      >
        {open ? <SecretPanel /> : null}
      </AppDialog>
    </>
  )
}

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
          : 'The secret could not be loaded. Try again.'}
      </Text>
    )
  if (!query.data) return <Skeleton height="16" />
  const { secret } = query.data

  return (
    <Stack gap="4">
      <Text fontSize="sm">
        Every callback carries <Code>X-Niaga-Timestamp</Code> and <Code>X-Niaga-Signature</Code>, the hex
        HMAC-SHA256 of <Code>{'{timestamp}.{raw body}'}</Code> under this secret. Compare it before trusting a
        callback.
      </Text>
      <Code p="2" wordBreak="break-all" data-testid="callback-secret">
        {revealed ? secret : `${secret.slice(0, 6)}${'•'.repeat(24)}`}
      </Code>
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => setRevealed((shown) => !shown)}>
          {revealed ? 'Hide' : 'Reveal'}
        </Button>
        <CopyButton value={secret} what="Secret" size="sm" variant="outline">
          Copy secret
        </CopyButton>
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
          Replace secret
        </Button>
      </HStack>
      <ConfirmDialog
        open={confirming}
        title="Replace the callback secret?"
        description="Callbacks from now on are signed with a new secret. Your server rejects them until it is given the new one."
        confirmLabel="Replace secret"
        destructive
        loading={rotate.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          rotate.mutate(undefined, {
            onSuccess: () => {
              setRevealed(true)
              notify('Callback secret replaced')
            },
            onSettled: () => setConfirming(false),
          })
        }
      />
    </Stack>
  )
}
