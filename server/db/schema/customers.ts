// Customers of a merchant: the payers its bills are addressed to.
import { pgTable, text } from 'drizzle-orm/pg-core'
import { owned } from './accounts.ts'
import { accountListIndex, recordStatusId, timestamps } from './columns.ts'

export const customers = pgTable(
  'customers',
  {
    ...owned(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    state: text('state'),
    notes: text('notes'),
    record_status_id: recordStatusId(),
    ...timestamps,
  },
  (t) => [accountListIndex('customers_account_created_idx', t)],
)
