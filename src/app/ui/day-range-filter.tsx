// The "From" and "To" days of a console list's filters (payments, settlements, payouts, refunds): calendar
// days as <input type="date"> gives them, each end optional, one end bounding the other.
import { Field, HStack, Input } from '@chakra-ui/react'
import { t } from '@/i18n/i18n.ts'

interface DayFilterProps {
  label: string
  value: string | undefined
  onChange: (day: string | undefined) => void
  min?: string | undefined
  max?: string | undefined
}

/** One end of the date range: a calendar day, or none. */
function DayFilter({ label, value, onChange, min, max }: DayFilterProps) {
  return (
    <Field.Root orientation="horizontal" gap="2" width={{ base: 'full', sm: 'auto' }}>
      <Field.Label fontSize="sm" whiteSpace="nowrap" flex="0 0 auto" minWidth="2.5rem">
        {label}
      </Field.Label>
      <Input
        type="date"
        size="sm"
        value={value ?? ''}
        min={min}
        max={max}
        onChange={(event) => onChange(event.target.value || undefined)}
      />
    </Field.Root>
  )
}

type End = { value: string | undefined; onChange: (day: string | undefined) => void }

export function DayRangeFilter({ from, to }: { from: End; to: End }) {
  return (
    <HStack gap="2" align="end" wrap="wrap" width={{ base: 'full', sm: 'auto' }}>
      <DayFilter label={t('From')} {...from} max={to.value} />
      <DayFilter label={t('To')} {...to} min={from.value} />
    </HStack>
  )
}
