// The latest payments on the merchant dashboard.
import { Badge, EmptyState, Skeleton, Stack } from '@chakra-ui/react'
import { dateTime, money } from '@/app/ui/data-table-cells.tsx'
import { PlainTable, type PlainColumn } from '@/app/ui/plain-table.tsx'
import { SectionCard } from '@/app/ui/section-card.tsx'
import type { MerchantDashboard } from '@/contract/dashboard.ts'

type RecentPayment = MerchantDashboard['recent_payments'][number]

const STATUS_COLOURS: Record<string, string> = {
  paid: 'green',
  success: 'green',
  pending: 'orange',
  failed: 'red',
}

const COLUMNS: PlainColumn<RecentPayment>[] = [
  {
    header: 'Invoice',
    cell: (payment) => payment.invoice_no,
    cellProps: { fontFamily: 'mono', fontSize: 'xs' },
  },
  { header: 'Payer', cell: (payment) => payment.payer_name ?? '—' },
  { header: 'Channel', cell: (payment) => payment.channel, cellProps: { textTransform: 'uppercase' } },
  {
    header: 'Status',
    cell: (payment) => (
      <Badge colorPalette={STATUS_COLOURS[payment.status.toLowerCase()] ?? 'gray'} textTransform="capitalize">
        {payment.status}
      </Badge>
    ),
  },
  { header: 'Paid at', cell: (payment) => dateTime(payment.paid_at), cellProps: { whiteSpace: 'nowrap' } },
  {
    header: 'Amount',
    align: 'end',
    cell: (payment) => money(payment.amount),
    cellProps: { whiteSpace: 'nowrap' },
  },
]

export function RecentPayments({ payments }: { payments: RecentPayment[] | undefined }) {
  return (
    <SectionCard headingId="recent-payments-heading" title="Recent payments">
      {!payments ? (
        <Stack gap="2">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height="6" />
          ))}
        </Stack>
      ) : payments.length === 0 ? (
        <EmptyState.Root size="sm">
          <EmptyState.Content>
            <EmptyState.Title>No payments yet</EmptyState.Title>
            <EmptyState.Description>
              Payments made to your collections and bills show up here.
            </EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <PlainTable
          aria-labelledby="recent-payments-heading"
          columns={COLUMNS}
          rows={payments}
          rowKey={(payment) => payment.invoice_no}
        />
      )}
    </SectionCard>
  )
}
