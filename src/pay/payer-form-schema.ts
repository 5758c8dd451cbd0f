// The payment-form check, with the server's own schema (SPEC §7 customer-bills/public/customer-bill-method)
// and its messages in the form's language.
import type { PublicBillInput } from '@/api/pay.ts'
import { breakdownFields, schemaErrors } from '@/app/forms/form-errors.ts'
import { PublicBillCreateSchema } from '@/contract/collections.ts'
import { formatMessage, type Locale } from '@/contract/messages.ts'
import { missingPayerFields } from '@/contract/payer-fields.ts'
import type { PublicPaySettings } from '@/contract/public-merchant.ts'

export interface PayerValues {
  payer_name: string
  payer_email: string
  payer_phone: string
  amount: string
}

export type PayerField = keyof PayerValues
export type PayerErrors = Partial<Record<PayerField, string>>

export const PAYER_FIELDS: readonly PayerField[] = ['payer_name', 'payer_email', 'payer_phone', 'amount']

export const EMPTY_PAYER: PayerValues = { payer_name: '', payer_email: '', payer_phone: '', amount: '' }

/** The merchant's payment settings a payment form applies (docs/company-and-settings.md). */
export type PayerRules = Pick<PublicPaySettings, 'required_payer_fields' | 'min_amount' | 'max_amount'>

/** Name and email required, no limits: what a form asks when the merchant has no payment settings. */
export const DEFAULT_PAYER_RULES: PayerRules = {
  required_payer_fields: ['name', 'email'],
  min_amount: null,
  max_amount: null,
}

const blankToUndefined = (text: string) => (text.trim() === '' ? undefined : text)

/** "The minimum amount per payment is RM 5.00", as the server says it (code 4006), or undefined. */
export function amountLimitProblem(
  amount: string,
  rules: PayerRules,
  locale: Locale = 'en',
): string | undefined {
  const value = Number(amount)
  if (!Number.isFinite(value)) return undefined
  if (rules.min_amount !== null && value < Number(rules.min_amount))
    return formatMessage('payment_min', locale, { min: rules.min_amount })
  if (rules.max_amount !== null && value > Number(rules.max_amount))
    return formatMessage('payment_max', locale, { max: rules.max_amount })
  return undefined
}

export function checkPayerForm(
  collectionUuid: string,
  values: PayerValues,
  fixedAmount: string | null,
  locale: Locale = 'en',
  rules: PayerRules = DEFAULT_PAYER_RULES,
): { input: PublicBillInput; errors?: undefined } | { input?: undefined; errors: PayerErrors } {
  const input: PublicBillInput = {
    collection_uuid: collectionUuid,
    payer_name: blankToUndefined(values.payer_name),
    payer_email: blankToUndefined(values.payer_email),
    payer_phone: blankToUndefined(values.payer_phone),
    // An open form's amount is the payer's to enter (the schema says when it is missing); a fixed one the
    // server's.
    amount: fixedAmount === null ? values.amount : undefined,
  }
  const found: Record<string, string> = {
    ...missingPayerFields(rules.required_payer_fields, input, locale),
    ...schemaErrors(PublicBillCreateSchema, input, locale),
  }
  const limit =
    fixedAmount === null && !found.amount ? amountLimitProblem(values.amount, rules, locale) : undefined
  if (limit) found.amount = limit
  const errors: PayerErrors = breakdownFields(found, PAYER_FIELDS)
  return Object.keys(found).length > 0 ? { errors } : { input }
}
