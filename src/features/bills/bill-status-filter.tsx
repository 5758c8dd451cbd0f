// The bill status filter of the bill tables.
import { NativeSelect } from '@chakra-ui/react'
import { BILL_STATUSES, type BillStatus } from '@/contract/collections.ts'

export function BillStatusFilter({
  value,
  onChange,
}: {
  value: BillStatus | undefined
  onChange: (status: BillStatus | undefined) => void
}) {
  return (
    <NativeSelect.Root size="sm" width="auto" minW="40">
      <NativeSelect.Field
        aria-label="Status"
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || undefined) as BillStatus | undefined)}
      >
        <option value="">All statuses</option>
        {BILL_STATUSES.map((status) => (
          <option key={status} value={status}>
            {status.charAt(0).toUpperCase() + status.slice(1)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  )
}
