// A payout's status as a badge: requested and processing are on their way, paid reached the bank.
import { StatusBadge } from '@/app/ui/data-table-cells.tsx'
import type { PayoutStatus } from '@/contract/payouts.ts'

const COLOURS: Record<PayoutStatus, string> = {
  requested: 'blue',
  processing: 'orange',
  paid: 'green',
  failed: 'red',
}

export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  return <StatusBadge status={status} colorPalette={COLOURS[status]} />
}
