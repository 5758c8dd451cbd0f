// Asks before deleting a profile, zone or rate, and says what goes with it.
import { useDeleteShipping } from '@/api/shipping.ts'
import { ConfirmDialog } from '@/app/ui/confirm-dialog.tsx'
import { notify } from '@/app/ui/toaster.tsx'

const CONSEQUENCE = {
  profiles: 'Its zones stay, without a profile, and no store prices deliveries with them.',
  zones: 'Its rates are deleted with it; shoppers in its states get no delivery options.',
  rates: 'Shoppers no longer see this delivery option.',
} as const
const LABEL = { profiles: 'profile', zones: 'zone', rates: 'rate' } as const

export function DeleteShippingDialog({
  kind,
  target,
  onClose,
}: {
  kind: keyof typeof LABEL
  target: { id: string; name: string } | null
  onClose: () => void
}) {
  const remove = useDeleteShipping(kind)
  return (
    <ConfirmDialog
      open={target !== null}
      title={`Delete this shipping ${LABEL[kind]}?`}
      description={`“${target?.name ?? ''}” will be deleted. ${CONSEQUENCE[kind]}`}
      confirmLabel={`Delete ${LABEL[kind]}`}
      destructive
      loading={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        target &&
        remove.mutate(target.id, {
          onSuccess: () => notify(`Shipping ${LABEL[kind]} deleted`),
          onSettled: onClose,
        })
      }
    />
  )
}
