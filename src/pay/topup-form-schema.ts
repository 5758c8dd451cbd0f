// The top-up form's check: the server's own schema (SPEC §7 create-payment-viu, CreateTopupSchema) with its
// messages in the form's language, then the target's own limits when they are narrower than the contract's.
import { breakdownFields, schemaErrors } from '@/app/forms/form-errors.ts'
import { formatMessage, type Locale } from '@/contract/messages.ts'
import { CreateTopupSchema, type CreateTopupInput, type TopupTarget } from '@/contract/pools.ts'
import { cleanAmount, formatMyr, myrToSen } from '@/lib/money.ts'

export interface TopupValues {
  amount: string
  payer_name: string
  payer_email: string
  payer_reference: string
}

export type TopupField = keyof TopupValues
/** `form`: what fails outside the fields (a target the server no longer names the same way). */
export type TopupErrors = Partial<Record<TopupField | 'form', string>>

export const TOPUP_FIELDS: readonly TopupField[] = ['amount', 'payer_name', 'payer_email', 'payer_reference']

export const EMPTY_TOPUP: TopupValues = { amount: '', payer_name: '', payer_email: '', payer_reference: '' }

type Target = Pick<TopupTarget, 'pool_id' | 'virtual_account_no' | 'min_amount' | 'max_amount'>

/** Blank optional fields are left out ("" is not an email); a virtual account is topped up by its number. */
export function topupInput(target: Target, values: TopupValues): CreateTopupInput {
  const optional = (text: string) => (text.trim() === '' ? undefined : text)
  return {
    ...(target.virtual_account_no
      ? { virtual_account_no: target.virtual_account_no }
      : { pool_id: target.pool_id }),
    // "RM 1,000" as typed on a phone is 1000.
    amount: cleanAmount(values.amount),
    payer_name: values.payer_name,
    payer_email: optional(values.payer_email),
    payer_reference: optional(values.payer_reference),
  }
}

/** The target's limits, said as the contract says its own ("A top-up is at least RM 10.00"). */
function limitError(target: Target, amount: string, locale: Locale): string | undefined {
  const sen = myrToSen(amount)
  const min = safeSen(target.min_amount)
  const max = safeSen(target.max_amount)
  if (min !== null && sen < min)
    return formatMessage('topup_min', locale, { min: formatMyr(target.min_amount) })
  if (max !== null && sen > max)
    return formatMessage('topup_max', locale, { max: formatMyr(target.max_amount) })
  return undefined
}

function safeSen(amount: string): number | null {
  try {
    return myrToSen(amount)
  } catch {
    return null
  }
}

export function checkTopupForm(
  target: Target,
  values: TopupValues,
  locale: Locale = 'en',
): { input: CreateTopupInput; errors?: undefined } | { input?: undefined; errors: TopupErrors } {
  const input = topupInput(target, values)
  const found = schemaErrors(CreateTopupSchema, input, locale)
  if (!found.amount) {
    const outside = limitError(target, String(input.amount), locale)
    if (outside) found.amount = outside
  }
  const errors: TopupErrors = breakdownFields(found, TOPUP_FIELDS)
  const other = Object.entries(found).find(([field]) => !TOPUP_FIELDS.includes(field as TopupField))
  if (other && Object.keys(errors).length === 0) errors.form = other[1]
  return Object.keys(found).length > 0 ? { errors } : { input }
}
