// The period switch and the report date that every report is drawn for (the dashboards, a key's usage).
import { Field, Flex, SegmentGroup, type FlexProps } from '@chakra-ui/react'
import type { ReportPeriod } from '@/contract/dashboard.ts'
import { REPORT_PERIODS } from '@/contract/list-choices.ts'
import { parseDay } from '@/lib/dates.ts'
import { DayInput } from './day-input.tsx'
import { LAYOUT_DEFAULTS } from './layout-prefs.ts'
import { t } from '@/i18n/i18n.ts'

const periodWord = (period: ReportPeriod) =>
  ({ day: t('Day'), week: t('Week'), month: t('Month'), year: t('Year') })[period]

interface PeriodPickerProps extends Omit<FlexProps, 'onChange'> {
  period: ReportPeriod
  /** yyyy-MM-dd, the value of the date input. */
  date: string
  /** A new period, or a new day (never an emptied date input). */
  onChange: (next: { period?: ReportPeriod; date?: string }) => void
}

export function PeriodPicker({ period, date, onChange, ...flex }: PeriodPickerProps) {
  return (
    <Flex gap="3" wrap="wrap" align="flex-end" {...flex}>
      <SegmentGroup.Root
        size={LAYOUT_DEFAULTS.formSize}
        value={period}
        aria-label={t('Report period')}
        onValueChange={(details) => {
          const next = REPORT_PERIODS.find((value) => value === details.value)
          if (next) onChange({ period: next })
        }}
      >
        <SegmentGroup.Indicator />
        <SegmentGroup.Items items={REPORT_PERIODS.map((value) => ({ value, label: periodWord(value) }))} />
      </SegmentGroup.Root>
      <Field.Root w="auto">
        <Field.Label fontSize="xs">{t('Report date')}</Field.Label>
        <DayInput
          size={LAYOUT_DEFAULTS.formSize}
          value={date}
          required
          onValueChange={(typed) => {
            const day = parseDay(typed)
            if (day) onChange({ date: day })
          }}
        />
      </Field.Root>
    </Flex>
  )
}
