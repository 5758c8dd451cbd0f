// The payment-form check, with the server's own schema (SPEC §7 customer-bills/public/customer-bill-method)
// and its messages in the form's language.
import type { PublicBillInput } from '@/api/pay.ts'
import { breakdownFields, schemaErrors } from '@/app/form-errors.ts'
import { PublicBillCreateSchema } from '@/contract/collections.ts'
import type { Locale } from '@/contract/messages.ts'

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

export function checkPayerForm(
  collectionUuid: string,
  values: PayerValues,
  fixedAmount: string | null,
  locale: Locale = 'en',
): { input: PublicBillInput; errors?: undefined } | { input?: undefined; errors: PayerErrors } {
  const input: PublicBillInput = {
    collection_uuid: collectionUuid,
    payer_name: values.payer_name,
    payer_email: values.payer_email,
    payer_phone: values.payer_phone.trim() === '' ? undefined : values.payer_phone,
    // An open form's amount is the payer's to enter (the schema says when it is missing); a fixed one the server's.
    amount: fixedAmount === null ? values.amount : undefined,
  }
  const found = schemaErrors(PublicBillCreateSchema, input, locale)
  const errors: PayerErrors = breakdownFields(found, PAYER_FIELDS)
  return Object.keys(found).length > 0 ? { errors } : { input }
}
