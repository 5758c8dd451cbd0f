// Revoking a key: asked first, since it stops the key at once and for good.
import { t } from '@/i18n/i18n.ts'
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
      title={t('Revoke this key?')}
      description={
        apiKey
          ? t(
              'Every call with “{name}” ({key}) is refused from now on. A revoked key cannot be used again.',
              { name: apiKey.name, key: maskedKey(apiKey) },
            )
          : ''
      }
      confirmLabel={t('Revoke key')}
      cancelLabel={t('Keep')}
      destructive
      loading={revoke.isPending}
      onClose={onClose}
      onConfirm={() => {
        if (!apiKey) return
        revoke.mutate(apiKey.id, {
          onSuccess: () => notify(t('API key revoked')),
          onSettled: onClose,
        })
      }}
    />
  )
}
