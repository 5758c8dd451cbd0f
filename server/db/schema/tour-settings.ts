// Per-user product tour state (SPEC §3: id, setting; the default enables the dashboard tour).
import { jsonb, pgTable, uuid } from 'drizzle-orm/pg-core'
import { accountId, users } from './accounts.ts'
import { id, timestamps } from './columns.ts'

export const tourSettings = pgTable('user_tour_settings', {
  id: id(),
  user_id: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  account_id: accountId(),
  setting: jsonb('setting').$type<Record<string, boolean>>().notNull(),
  ...timestamps,
})
