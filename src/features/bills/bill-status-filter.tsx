// The bill status filter of the bill tables.
import { capitalised, FilterSelect, statusFilter } from '@/app/ui/filter-select.tsx'
import { BILL_STATUSES, type BillStatus } from '@/contract/collections.ts'

const FILTER = statusFilter(BILL_STATUSES.map((status) => [status, capitalised(status)] as const))

export function BillStatusFilter({
  value,
  onChange,
}: {
  value: BillStatus | undefined
  onChange: (status: BillStatus | undefined) => void
}) {
  return <FilterSelect {...FILTER} value={value} onChange={onChange} />
}
