// A payer's answers to success fields, checked the same way in the browser and on the server (pure, no
// schema library: the payment pages are budgeted). Answers are text keyed by the field's id; unknown ids
// are ignored (a field the merchant removed while the page was open), blanks of optional fields dropped.
import type { PublicSuccessField } from './public-merchant.ts'

/** The longest text answer when the merchant sets no maximum. */
export const SUCCESS_TEXT_DEFAULT_MAX = 255

/** The breakdown key of one field's message: `success_fields.<id>`. */
export const successFieldPath = (id: string) => `success_fields.${id}`

const NUMBER = /^-?\d{1,13}(\.\d{1,6})?$/

/** The message for one answer, or undefined when it is fine. */
export function successValueProblem(field: PublicSuccessField, raw: unknown): string | undefined {
  const value = typeof raw === 'string' ? raw.trim() : raw === undefined || raw === null ? '' : undefined
  if (value === undefined) return `${field.label} must be text`
  if (value === '') return field.required ? `${field.label} is required` : undefined
  switch (field.type) {
    case 'text': {
      const most = field.max_length ?? SUCCESS_TEXT_DEFAULT_MAX
      return [...value].length > most ? `${field.label} may not be longer than ${most} characters` : undefined
    }
    case 'number': {
      if (!NUMBER.test(value)) return `${field.label} must be a number`
      const n = Number(value)
      if (field.min_value !== null && n < field.min_value)
        return `${field.label} must be at least ${field.min_value}`
      if (field.max_value !== null && n > field.max_value)
        return `${field.label} may not be more than ${field.max_value}`
      return undefined
    }
    case 'select':
      return field.options.includes(value) ? undefined : `Choose one of the options for ${field.label}`
  }
}

export interface CheckedValue {
  field: PublicSuccessField
  value: string
}

/** Every field's message (by breakdown path), and the answers to keep when there is none. */
export function checkSuccessValues(
  fields: readonly PublicSuccessField[],
  answers: Readonly<Record<string, unknown>> | undefined,
) {
  const errors: Record<string, string> = {}
  const values: CheckedValue[] = []
  for (const field of fields) {
    const raw = answers?.[field.id]
    const problem = successValueProblem(field, raw)
    if (problem) errors[successFieldPath(field.id)] = problem
    else if (typeof raw === 'string' && raw.trim() !== '') values.push({ field, value: raw.trim() })
  }
  return { errors, values }
}
