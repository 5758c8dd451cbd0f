// A form's "From" and "To" days (a report's range): both required, each date input keeping the other end in
// reach (From no later than To).
import type { InputProps } from '@chakra-ui/react'
import { DayInput } from '../ui/day-input.tsx'
import { FormField } from '../ui/form-field.tsx'
import type { useForm } from './use-form.ts'
import { t } from '@/i18n/i18n.ts'

type DayNames<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string

interface DayRangeFieldsProps<V extends object> {
  form: ReturnType<typeof useForm<V>>
  from: DayNames<V>
  to: DayNames<V>
  size?: InputProps['size']
}

export function DayRangeFields<V extends object>({ form, from, to, size }: DayRangeFieldsProps<V>) {
  const { values, errors } = form
  return (
    <>
      <FormField label={t('From')} required error={errors[from]}>
        <DayInput size={size} max={(values[to] as string) || undefined} {...form.bindDay(from)} />
      </FormField>
      <FormField label={t('To')} required error={errors[to]}>
        <DayInput size={size} min={(values[from] as string) || undefined} {...form.bindDay(to)} />
      </FormField>
    </>
  )
}
