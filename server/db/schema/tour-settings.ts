// Per-user product tour state (SPEC §3: id, setting; the default enables the dashboard tour).
import { jsonb, pgTable, uuid } from 'drizzle-orm/pg-core'
import { accounts, timestamps, users } from './accounts.ts'

export const tourSettings = pgTable('user_tour_settings', {
  id: uuid('id').primaryKey().defaultRandom(),
  user_id: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  account_id: uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  setting: jsonb('setting').$type<Record<string, boolean>>().notNull(),
  ...timestamps,
})
