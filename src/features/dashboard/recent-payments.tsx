// The latest payments on the merchant dashboard.
import { Badge, EmptyState, Skeleton, Stack } from '@chakra-ui/react'
import { dateTime, money } from '@/app/ui/data-table-cells.tsx'
import { PlainTable, type PlainColumn } from '@/app/ui/plain-table.tsx'
import { SectionCard } from '@/app/ui/section-card.tsx'
import type { MerchantDashboard } from '@/contract/dashboard.ts'
import { t } from '@/i18n/i18n.ts'
import { channelLabel } from '@/lib/channels.ts'
import { statusWord } from '@/app/ui/status-words.ts'

type RecentPayment = MerchantDashboard['recent_payments'][number]

const STATUS_COLOURS: Record<string, string> = {
  paid: 'green',
  success: 'green',
  pending: 'orange',
  failed: 'red',
}

const columns = (): PlainColumn<RecentPayment>[] => [
  {
    header: t('Invoice'),
    cell: (payment) => payment.invoice_no,
    cellProps: { fontFamily: 'mono', fontSize: 'xs' },
  },
  { header: t('Payer'), hideBelow: 'md', cell: (payment) => payment.payer_name ?? '—' },
  { header: t('Channel'), hideBelow: 'lg', cell: (payment) => channelLabel(payment.channel) },
  {
    header: t('Status'),
    summary: 'status',
    cell: (payment) => (
      <Badge colorPalette={STATUS_COLOURS[payment.status.toLowerCase()] ?? 'gray'}>
        {statusWord(payment.status)}
      </Badge>
    ),
  },
  {
    header: t('Paid at'),
    hideBelow: 'sm',
    cell: (payment) => dateTime(payment.paid_at),
    cellProps: { whiteSpace: 'nowrap' },
  },
  {
    header: t('Amount'),
    align: 'end',
    summary: 'amount',
    cell: (payment) => money(payment.amount),
    cellProps: { whiteSpace: 'nowrap' },
  },
]

export function RecentPayments({ payments }: { payments: RecentPayment[] | undefined }) {
  return (
    <SectionCard headingId="recent-payments-heading" title={t('Recent payments')}>
      {!payments ? (
        <Stack gap="2">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height="6" />
          ))}
        </Stack>
      ) : payments.length === 0 ? (
        <EmptyState.Root size="sm">
          <EmptyState.Content>
            <EmptyState.Title>{t('No payments yet')}</EmptyState.Title>
            <EmptyState.Description>
              {t('Payments made to your collections and bills show up here.')}
            </EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <PlainTable
          aria-labelledby="recent-payments-heading"
          columns={columns()}
          rows={payments}
          rowKey={(payment) => payment.invoice_no}
        />
      )}
    </SectionCard>
  )
}
