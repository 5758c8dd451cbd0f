// The "From" and "To" days of a console list's filters (payments, settlements, payouts, refunds): calendar
// days (src/app/ui/day-input.tsx), each end optional, one end bounding the other.
import { Field, HStack } from '@chakra-ui/react'
import { t } from '@/i18n/i18n.ts'
import { parseDay } from '@/lib/dates.ts'
import { DayInput } from './day-input.tsx'

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
      <DayInput
        size="sm"
        value={value ?? ''}
        min={min}
        max={max}
        onValueChange={(typed) => {
          // The list follows a whole day, or no day; a half-typed one leaves it as it is.
          const day = parseDay(typed)
          if (typed === '' || day) onChange(day)
        }}
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
