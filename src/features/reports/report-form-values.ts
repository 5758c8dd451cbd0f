// The generate form's values and check: a type and two days from date inputs (yyyy-MM-dd), sent as the
// API's dd-MM-yyyy and checked with the contract's own schema, so the page says what the server would.
import { toApiDay } from '@/app/ui/list-search.ts'
import { schemaErrors, type FieldErrors } from '@/app/forms/form-errors.ts'
import { formatMessage, type Locale } from '@/contract/messages.ts'
import { GenerateReportSchema, type ReportType } from '@/contract/reports.ts'

export interface ReportFormValues {
  type: ReportType
  /** yyyy-MM-dd, as <input type="date"> gives it. */
  start_date: string
  end_date: string
}

/** This month so far, in Malaysia: the first of the month to today. */
export function defaultRange(today: string): Pick<ReportFormValues, 'start_date' | 'end_date'> {
  return { start_date: `${today.slice(0, 8)}01`, end_date: today }
}

export const toRequest = (values: ReportFormValues) => ({
  type: values.type,
  start_date: toApiDay(values.start_date)!,
  end_date: toApiDay(values.end_date)!,
})

export function reportFormErrors(values: ReportFormValues, locale: Locale): FieldErrors {
  const errors: FieldErrors = {}
  if (!values.start_date) errors.start_date = formatMessage('required', locale, { field: 'from' })
  if (!values.end_date) errors.end_date = formatMessage('required', locale, { field: 'to' })
  if (Object.keys(errors).length > 0) return errors
  const { type: _type, ...range } = toRequest(values)
  return schemaErrors(GenerateReportSchema, range, locale)
}
