// The payment-form check, with the server's own schema (SPEC §7 customer-bills/public/customer-bill-method),
// plus the rule the server adds: an open amount must be entered.
import * as v from 'valibot'
import type { PublicBillInput } from '@/api/pay.ts'
import { PublicBillCreateSchema } from '@/contract/collections.ts'

export interface PayerValues {
  payer_name: string
  payer_email: string
  payer_phone: string
  amount: string
}

export type PayerField = keyof PayerValues
export type PayerErrors = Partial<Record<PayerField, string>>

export const EMPTY_PAYER: PayerValues = { payer_name: '', payer_email: '', payer_phone: '', amount: '' }

export function checkPayerForm(
  collectionUuid: string,
  values: PayerValues,
  fixedAmount: string | null,
): { input: PublicBillInput; errors?: undefined } | { input?: undefined; errors: PayerErrors } {
  const input: PublicBillInput = {
    collection_uuid: collectionUuid,
    payer_name: values.payer_name,
    payer_email: values.payer_email,
    payer_phone: values.payer_phone.trim() === '' ? undefined : values.payer_phone,
    amount: fixedAmount === null ? values.amount : undefined,
  }
  const errors: PayerErrors = {}
  if (fixedAmount === null && values.amount.trim() === '') errors.amount = 'The amount field is required'
  const result = v.safeParse(PublicBillCreateSchema, input)
  if (!result.success) {
    const nested = v.flatten<typeof PublicBillCreateSchema>(result.issues).nested ?? {}
    for (const field of ['payer_name', 'payer_email', 'payer_phone', 'amount'] as const) {
      const message = nested[field]?.[0]
      if (message && !errors[field]) errors[field] = message
    }
  }
  if (Object.keys(errors).length > 0) return { errors }
  return { input }
}

/** The server's validation breakdown, on the fields this form has. */
export function breakdownErrors(breakdown: Record<string, string> | undefined): PayerErrors {
  const errors: PayerErrors = {}
  for (const field of ['payer_name', 'payer_email', 'payer_phone', 'amount'] as const) {
    if (breakdown?.[field]) errors[field] = breakdown[field]
  }
  return errors
}
