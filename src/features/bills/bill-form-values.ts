// The bill form's values, the payloads they become, and their check with the contract's bill schema.
import * as v from 'valibot'
import type { BillCreateInput, BillUpdateInput } from '@/api/bills.ts'
import { schemaErrors, type FieldErrors } from '@/app/forms/form-errors.ts'
import { BillCreateSchema, type Bill } from '@/contract/collections.ts'
import type { Customer } from '@/contract/customers.ts'
import { formatMessage, type Locale } from '@/contract/messages.ts'
import { todayInMalaysia } from '@/lib/dates.ts'
import { cleanAmount, toApiAmount } from '@/lib/money.ts'

export interface BillFormValues {
  collection_id: string
  customer_id: string
  payer_name: string
  payer_email: string
  payer_phone: string
  description: string
  amount: string
  due_date: string
}

export const BILL_FIELDS = [
  'collection_id',
  'customer_id',
  'payer_name',
  'payer_email',
  'payer_phone',
  'description',
  'amount',
  'due_date',
] as const

export const EMPTY_BILL: BillFormValues = {
  collection_id: '',
  customer_id: '',
  payer_name: '',
  payer_email: '',
  payer_phone: '',
  description: '',
  amount: '',
  due_date: '',
}

// Without a collection to pick, the bill goes to the one the page is about.
const BillFieldsSchema = v.omit(BillCreateSchema, ['collection_id'])

/** The contract's bill check, and one of the browser's own: a bill due in the past would expire at once. */
export function validateBill(
  values: BillFormValues,
  locale: Locale,
  options: { needsCollection: boolean; today?: string },
): FieldErrors {
  const { collection_id, ...fields } = billCreatePayload(values, values.collection_id)
  const errors = options.needsCollection
    ? schemaErrors(BillCreateSchema, { collection_id, ...fields }, locale)
    : schemaErrors(BillFieldsSchema, fields, locale)
  if (!errors.due_date && values.due_date && values.due_date < (options.today ?? todayInMalaysia()))
    errors.due_date = formatMessage('due_date_past', locale)
  return errors
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim())

export function billToForm(bill: Bill): BillFormValues {
  return {
    collection_id: bill.collection_id,
    customer_id: bill.customer_id ?? '',
    payer_name: bill.payer_name,
    payer_email: bill.payer_email ?? '',
    payer_phone: bill.payer_phone ?? '',
    description: bill.description ?? '',
    amount: bill.amount,
    due_date: bill.due_date?.slice(0, 10) ?? '',
  }
}

/** Picking a customer fills the payer fields from their record. */
export function payerFromCustomer(values: BillFormValues, customer: Customer): BillFormValues {
  return {
    ...values,
    customer_id: customer.id,
    payer_name: customer.name,
    payer_email: customer.email ?? '',
    payer_phone: customer.phone ?? '',
  }
}

export function billUpdatePayload(values: BillFormValues): BillUpdateInput {
  return {
    payer_name: values.payer_name.trim(),
    payer_email: orNull(values.payer_email),
    payer_phone: orNull(values.payer_phone),
    description: orNull(values.description),
    amount: toApiAmount(values.amount) ?? cleanAmount(values.amount),
    due_date: orNull(values.due_date),
  }
}

export function billCreatePayload(values: BillFormValues, collectionId: string): BillCreateInput {
  return {
    ...billUpdatePayload(values),
    payer_name: values.payer_name.trim(),
    amount: toApiAmount(values.amount) ?? cleanAmount(values.amount),
    collection_id: collectionId,
    customer_id: orNull(values.customer_id),
  }
}
