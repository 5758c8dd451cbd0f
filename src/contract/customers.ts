// Customers: the first merchant-owned resource (SPEC §7 Users and accounts: customers).
import * as v from 'valibot'
import { optionalEmail, optionalPhone, optionalText, recordStatus, requiredText } from './fields.ts'
import { message } from './messages.ts'
import { MALAYSIAN_STATE_NAMES } from './states.ts'

const optionalState = v.optional(v.nullable(v.picklist(MALAYSIAN_STATE_NAMES, message('state'))))

export const CustomerCreateSchema = v.strictObject({
  name: requiredText('name'),
  email: optionalEmail(),
  phone: optionalPhone(),
  address: optionalText('address', 500),
  state: optionalState,
  notes: optionalText('notes', 1000),
  record_status_id: recordStatus,
})

/** Any subset of the create fields; a given name must still be non-empty. */
export const CustomerUpdateSchema = v.partial(CustomerCreateSchema)

export const CustomerSchema = v.object({
  id: v.string(),
  name: v.string(),
  email: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  address: v.nullable(v.string()),
  state: v.nullable(v.string()),
  notes: v.nullable(v.string()),
  record_status_id: v.number(),
  created_at: v.string(),
  updated_at: v.string(),
})
export type Customer = v.InferOutput<typeof CustomerSchema>
export type CustomerInput = v.InferInput<typeof CustomerCreateSchema>
