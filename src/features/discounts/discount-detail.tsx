// /discounts/view/{id}: one discount code, its terms and uses, with edit and delete. Deleting asks first, and
// says what will happen: a code no order used is removed; a used one is deactivated and kept with its
// history.
import { useState, type ReactNode } from 'react'
import { Button } from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import { useDeleteDiscount } from '@/api/discounts.ts'
import { dateTime, day, money, StatusBadge } from '@/app/ui/data-table-cells.tsx'
import { ConfirmDialog } from '@/app/ui/confirm-dialog.tsx'
import { notify } from '@/app/ui/toaster.tsx'
import { BackLink, EditLink, RecordCard, RecordFooter } from '@/app/ui/record-card.tsx'
import type { Discount } from '@/contract/discounts.ts'
import { valueText } from './discount-text.ts'

export function DiscountDetail({ discount }: { discount: Discount }) {
  const remove = useDeleteDiscount()
  const navigate = useNavigate()
  const [confirming, setConfirming] = useState(false)
  const used = discount.times_used > 0
  const rows: [string, ReactNode][] = [
    ['Code', discount.code],
    ['Discount', valueText(discount)],
    ['Description', discount.label],
    ['Minimum spend', discount.min_spend ? money(discount.min_spend) : 'None'],
    [
      'Valid',
      `${discount.valid_from ? day(discount.valid_from) : 'Any time'} – ${discount.valid_until ? day(discount.valid_until) : 'no end'} (Malaysian time)`,
    ],
    ['Usage limit', discount.usage_limit === null ? 'No limit' : `${discount.usage_limit} orders`],
    [
      'Per shopper',
      discount.usage_limit_per_shopper === null ? 'No limit' : `${discount.usage_limit_per_shopper} orders`,
    ],
    [
      'Stores',
      discount.store_ids === null
        ? 'All stores'
        : `${discount.store_ids.length} chosen ${discount.store_ids.length === 1 ? 'store' : 'stores'}`,
    ],
    [
      'Used',
      `${discount.times_used} ${discount.times_used === 1 ? 'order' : 'orders'}, ${money(discount.total_discounted)} off in all`,
    ],
    ['Status', <StatusBadge key="status" status={discount.status} />],
    ['Created', dateTime(discount.created_at)],
    ['Updated', dateTime(discount.updated_at)],
  ]
  const confirm = () =>
    remove.mutate(discount.id, {
      onSuccess: (result) => {
        setConfirming(false)
        if (result.removed) {
          notify('Discount deleted')
          void navigate({ to: '/discounts/datatable' })
        } else notify(`${discount.code} deactivated: its history is kept`)
      },
      onSettled: () => setConfirming(false),
    })
  const canDelete = !(used && !discount.is_active)
  return (
    <RecordCard rows={rows} labelWidth="9rem" maxW="3xl">
      <RecordFooter>
        <EditLink page="/discounts/$mode/$id" id={discount.id} />
        {canDelete ? (
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
            {used ? 'Deactivate' : 'Delete'}
          </Button>
        ) : null}
        <BackLink list="/discounts/datatable" plural="discounts" />
      </RecordFooter>
      <ConfirmDialog
        open={confirming}
        title={used ? `Deactivate ${discount.code}?` : `Delete ${discount.code}?`}
        description={
          used
            ? `${discount.times_used} ${discount.times_used === 1 ? 'order has' : 'orders have'} used this code, so it is kept with its history and only deactivated: shoppers can no longer use it. You can activate it again by editing it.`
            : 'No order has used this code. It will be removed and shoppers can no longer use it.'
        }
        confirmLabel={used ? 'Deactivate code' : 'Delete code'}
        destructive
        loading={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={confirm}
      />
    </RecordCard>
  )
}
