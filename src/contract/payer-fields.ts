// Which payer details an open payment form requires (docs/company-and-settings.md), checked
// the same way on the payment page and on the server. Pure: the payment pages are budgeted.
import { formatMessage, type Locale } from './messages.ts'
import type { PayerFieldName } from './public-merchant.ts'

/** The payer-form field of each setting. */
export const PAYER_INPUTS = { name: 'payer_name', email: 'payer_email', phone: 'payer_phone' } as const

const LABELS: Record<PayerFieldName, string> = { name: 'name', email: 'email', phone: 'phone' }

/** "The email field is required" for each required detail left blank, by input field. */
export function missingPayerFields(
  required: readonly PayerFieldName[],
  values: Partial<Record<(typeof PAYER_INPUTS)[PayerFieldName], string | null | undefined>>,
  locale: Locale = 'en',
): Record<string, string> {
  const missing: Record<string, string> = {}
  for (const field of required) {
    const input = PAYER_INPUTS[field]
    if (!values[input]?.trim()) missing[input] = formatMessage('required', locale, { field: LABELS[field] })
  }
  return missing
}
