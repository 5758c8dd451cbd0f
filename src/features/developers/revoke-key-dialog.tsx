// Revoking a key: asked first, since it stops the key at once and for good.
import { useRevokeApiKey } from '@/api/api-keys.ts'
import { ConfirmDialog } from '@/app/ui/confirm-dialog.tsx'
import { notify } from '@/app/ui/toaster.tsx'
import type { ApiKey } from '@/contract/developers.ts'
import { maskedKey } from './usage-format.ts'

export function RevokeKeyDialog({ apiKey, onClose }: { apiKey: ApiKey | null; onClose: () => void }) {
  const revoke = useRevokeApiKey()
  return (
    <ConfirmDialog
      open={apiKey !== null}
      title="Revoke this key?"
      description={
        apiKey
          ? `Every call with “${apiKey.name}” (${maskedKey(apiKey)}) is refused from now on. A revoked key cannot be used again.`
          : ''
      }
      confirmLabel="Revoke key"
      destructive
      loading={revoke.isPending}
      onClose={onClose}
      onConfirm={() => {
        if (!apiKey) return
        revoke.mutate(apiKey.id, {
          onSuccess: () => notify('API key revoked'),
          onSettled: onClose,
        })
      }}
    />
  )
}
