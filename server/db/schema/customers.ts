// Customers of a merchant: the payers its bills are addressed to.
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { accounts, timestamps } from './accounts.ts'

export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    account_id: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    state: text('state'),
    notes: text('notes'),
    record_status_id: integer('record_status_id').notNull().default(1),
    ...timestamps,
  },
  (t) => [index('customers_account_created_idx').on(t.account_id, t.created_at)],
)
