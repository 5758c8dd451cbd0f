// A payer's own bill on an open payment form: the form's fixed amount, or the amount they enter.
import { and, eq } from 'drizzle-orm'
import type * as v from 'valibot'
import type { PublicBillCreateSchema } from '../../../src/contract/collections.ts'
import { myrToSen, senToMyr } from '../../../src/lib/money.ts'
import { collections } from '../../db/schema/index.ts'
import { conflict, notFound, validationError } from '../../errors.ts'
import type { Deps } from '../../deps.ts'
import { createBill } from './bills.ts'
import { requiredPayerFields } from '../payment-settings/payment-settings.ts'
import { missingPayerFields } from '../../../src/contract/payer-fields.ts'

/** A bill's payer when the merchant does not require a name and the payer gave none. */
export const ANONYMOUS_PAYER = 'Anonymous payer'

export async function createPublicBill(deps: Deps, body: v.InferOutput<typeof PublicBillCreateSchema>) {
  const [c] = await deps.db
    .select()
    .from(collections)
    .where(and(eq(collections.id, body.collection_uuid), eq(collections.record_status, 1)))
  if (!c) throw notFound('Collection')
  if (c.kind !== 'payment_form') throw conflict('This collection does not take payer-created bills')
  if (
    c.fixed_amount_sen !== null &&
    body.amount !== undefined &&
    myrToSen(body.amount) !== c.fixed_amount_sen
  ) {
    throw validationError({ amount: `This form's amount is fixed at RM ${senToMyr(c.fixed_amount_sen)}` })
  }
  const amount = c.fixed_amount_sen !== null ? senToMyr(c.fixed_amount_sen) : body.amount
  // The payer details the merchant's payment settings require (name and email unless it says otherwise).
  const missing = missingPayerFields(await requiredPayerFields(deps, c.account_id), body)
  if (!amount) missing.amount = 'The amount field is required'
  if (Object.keys(missing).length > 0 || !amount) throw validationError(missing)
  return createBill(
    deps,
    c.account_id,
    {
      collection_id: c.id,
      payer_name: body.payer_name || ANONYMOUS_PAYER,
      payer_email: body.payer_email ?? null,
      payer_phone: body.payer_phone ?? null,
      amount,
      description: c.title,
      due_date: null,
      customer_id: null,
    },
    { fixedForm: c.fixed_amount_sen !== null },
  )
}
