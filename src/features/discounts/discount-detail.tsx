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
import { t } from '@/i18n/i18n.ts'

export function DiscountDetail({ discount }: { discount: Discount }) {
  const remove = useDeleteDiscount()
  const navigate = useNavigate()
  const [confirming, setConfirming] = useState(false)
  const used = discount.times_used > 0
  const rows: [string, ReactNode][] = [
    [t('Code'), discount.code],
    [t('Discount'), valueText(discount)],
    [t('Description'), discount.label],
    [t('Minimum spend'), discount.min_spend ? money(discount.min_spend) : t('None')],
    [
      t('Valid'),
      t('{from} – {until} (Malaysian time)', {
        from: discount.valid_from ? day(discount.valid_from) : t('Any time'),
        until: discount.valid_until ? day(discount.valid_until) : t('no end'),
      }),
    ],
    [
      t('Usage limit'),
      discount.usage_limit === null ? t('No limit') : t('{count} orders', { count: discount.usage_limit }),
    ],
    [
      t('Per shopper'),
      discount.usage_limit_per_shopper === null
        ? t('No limit')
        : t('{count} orders', { count: discount.usage_limit_per_shopper }),
    ],
    [
      t('Stores'),
      discount.store_ids === null
        ? t('All stores')
        : t('{count, plural, one {# chosen store} other {# chosen stores}}', {
            count: discount.store_ids.length,
          }),
    ],
    [
      t('Used'),
      t('{count, plural, one {# order} other {# orders}}, {amount} off in all', {
        count: discount.times_used,
        amount: money(discount.total_discounted),
      }),
    ],
    [t('Status'), <StatusBadge key="status" status={discount.status} />],
    [t('Created'), dateTime(discount.created_at)],
    [t('Updated'), dateTime(discount.updated_at)],
  ]
  const confirm = () =>
    remove.mutate(discount.id, {
      onSuccess: (result) => {
        setConfirming(false)
        if (result.removed) {
          notify(t('Discount deleted'))
          void navigate({ to: '/discounts/datatable' })
        } else notify(t('{code} deactivated: its history is kept', { code: discount.code }))
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
            {used ? t('Deactivate') : t('Delete')}
          </Button>
        ) : null}
        <BackLink list="/discounts/datatable" label={t('Back to discounts')} />
      </RecordFooter>
      <ConfirmDialog
        open={confirming}
        title={
          used
            ? t('Deactivate {code}?', { code: discount.code })
            : t('Delete {code}?', { code: discount.code })
        }
        description={
          used
            ? t(
                '{count, plural, one {# order has} other {# orders have}} used this code, so it is kept with its history and only deactivated: shoppers can no longer use it. You can activate it again by editing it.',
                { count: discount.times_used },
              )
            : t('No order has used this code. It will be removed and shoppers can no longer use it.')
        }
        confirmLabel={used ? t('Deactivate code') : t('Delete code')}
        destructive
        loading={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={confirm}
      />
    </RecordCard>
  )
}
