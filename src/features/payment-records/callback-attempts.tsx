// The delivery attempts of a payment's merchant callback: when, where, and what the merchant's server said.
import { dateTime, Detail, StatusBadge } from '@/app/ui/data-table-cells.tsx'
import { PlainTable, type PlainColumn } from '@/app/ui/plain-table.tsx'
import type { CallbackDelivery } from '@/contract/payments.ts'
import { t } from '@/i18n/i18n.ts'

const columns = (): PlainColumn<CallbackDelivery>[] => [
  { header: '#', cell: (attempt) => attempt.attempt },
  {
    header: t('Result'),
    cell: (attempt) => (
      <>
        <StatusBadge status={attempt.success ? 'success' : 'failed'} />
        <Detail mt="1" wordBreak="break-all">
          {attempt.status_code !== null ? `HTTP ${attempt.status_code}` : (attempt.error ?? t('No answer'))} ·{' '}
          {attempt.url}
        </Detail>
      </>
    ),
  },
  { header: t('When'), cellProps: { whiteSpace: 'nowrap' }, cell: (attempt) => dateTime(attempt.created_at) },
]

export function CallbackAttempts({ callbacks }: { callbacks: CallbackDelivery[] }) {
  return (
    <PlainTable
      framing="line"
      empty={t(
        'No callback has been sent for this payment (a collection without a callback URL sends none).',
      )}
      aria-label={t('Callback deliveries')}
      columns={columns()}

      rows={callbacks}
    />
  )
}
