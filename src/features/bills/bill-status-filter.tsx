// The bill status filter of the bill tables.
import { FilterSelect, statusChoices } from '@/app/ui/filter-select.tsx'
import { BILL_STATUSES, type BillStatus } from '@/contract/collections.ts'

export function BillStatusFilter({
  value,
  onChange,
}: {
  value: BillStatus | undefined
  onChange: (status: BillStatus | undefined) => void
}) {
  return <FilterSelect {...statusChoices(BILL_STATUSES)} value={value} onChange={onChange} />
}
