// The bill form's values, rules (SPEC §5 validators) and the payloads they become.
import type { BillCreateInput, BillUpdateInput } from '@/api/bills.ts'
import { cleanAmount, toApiAmount } from '@/api/collections.ts'
import type { Bill } from '@/contract/collections.ts'
import type { Customer } from '@/contract/customers.ts'
import type { Locale } from '@/lib/validation/messages.ts'
import { validateForm, type FormSchema } from '@/lib/validation/validate.ts'

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

const RULES: FormSchema = {
  payer_name: ['required', ['max', 120]],
  payer_email: ['email', ['max', 254]],
  payer_phone: [['regex', /^\+?[0-9][0-9 -]{6,19}$/]],
  description: [['max', 500]],
  amount: ['required', ['regex', /^\d{1,7}(\.\d{1,2})?$/], ['min_value', 0.01], ['max_value', 1_000_000]],
  due_date: [['regex', /^\d{4}-\d{2}-\d{2}$/]],
}

const LABELS = { payer_name: 'payer name', payer_email: 'email', payer_phone: 'phone', due_date: 'due date' }

/** Today in Malaysia as yyyy-MM-dd: the day the server expires bills by. */
export function todayInMalaysia(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }).format(now)
}

export function validateBill(
  values: BillFormValues,
  locale: Locale,
  options: { needsCollection: boolean; today?: string },
): Record<string, string> {
  const schema: FormSchema = options.needsCollection ? { ...RULES, collection_id: ['required'] } : RULES
  const errors = validateForm({ ...values, amount: cleanAmount(values.amount) }, schema, locale, {
    ...LABELS,
    collection_id: 'collection',
  })
  // A bill due in the past would be expired the moment it is created.
  if (!errors.due_date && values.due_date && values.due_date < (options.today ?? todayInMalaysia()))
    errors.due_date = 'The due date must be today or later'
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
    amount: toApiAmount(values.amount) ?? values.amount,
    due_date: orNull(values.due_date),
  }
}

export function billCreatePayload(values: BillFormValues, collectionId: string): BillCreateInput {
  return {
    ...billUpdatePayload(values),
    payer_name: values.payer_name.trim(),
    amount: toApiAmount(values.amount) ?? values.amount,
    collection_id: collectionId,
    customer_id: orNull(values.customer_id),
  }
}
