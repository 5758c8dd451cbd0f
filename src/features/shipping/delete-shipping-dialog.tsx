// Asks before deleting a profile, zone or rate, and says what goes with it.
import { useDeleteShipping } from '@/api/shipping.ts'
import { ConfirmDialog } from '@/app/ui/confirm-dialog.tsx'
import { notify } from '@/app/ui/toaster.tsx'
import { t } from '@/i18n/i18n.ts'

type Kind = 'profiles' | 'zones' | 'rates'

/** The dialog's words for each kind of record. */
function textsOf(kind: Kind) {
  switch (kind) {
    case 'profiles':
      return {
        title: t('Delete this shipping profile?'),
        consequence: t('Its zones stay, without a profile, and no store prices deliveries with them.'),
        confirm: t('Delete profile'),
        deleted: t('Shipping profile deleted'),
      }
    case 'zones':
      return {
        title: t('Delete this shipping zone?'),
        consequence: t('Its rates are deleted with it; shoppers in its states get no delivery options.'),
        confirm: t('Delete zone'),
        deleted: t('Shipping zone deleted'),
      }
    case 'rates':
      return {
        title: t('Delete this shipping rate?'),
        consequence: t('Shoppers no longer see this delivery option.'),
        confirm: t('Delete rate'),
        deleted: t('Shipping rate deleted'),
      }
  }
}

export function DeleteShippingDialog({
  kind,
  target,
  onClose,
}: {
  kind: Kind
  target: { id: string; name: string } | null
  onClose: () => void
}) {
  const remove = useDeleteShipping(kind)
  const texts = textsOf(kind)
  return (
    <ConfirmDialog
      open={target !== null}
      title={texts.title}
      description={`${t('“{name}” will be deleted.', { name: target?.name ?? '' })} ${texts.consequence}`}
      confirmLabel={texts.confirm}
      destructive
      loading={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        target &&
        remove.mutate(target.id, {
          onSuccess: () => notify(texts.deleted),
          onSettled: onClose,
        })
      }
    />
  )
}
