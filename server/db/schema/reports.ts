// Downloadable reports (src/contract/reports.ts): one row per generated report, its progress and where its
// files are. The files themselves live under the data directory (DATA_DIR/reports/<account>/<id>.xlsx|csv).
import { bigint, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { owned, users } from './accounts.ts'
import { accountListIndex, at } from './columns.ts'

export const reports = pgTable(
  'reports',
  {
    ...owned(),
    type: text('type', { enum: ['collection', 'payout', 'self-settlement', 'balance-pool'] }).notNull(),
    /** dd-MM-yyyy, both included. */
    start_date: text('start_date').notNull(),
    end_date: text('end_date').notNull(),
    status: text('status', { enum: ['queued', 'running', 'ready', 'failed'] })
      .notNull()
      .default('queued'),
    rows_written: integer('rows_written').notNull().default(0),
    rows_total: integer('rows_total'),
    xlsx_bytes: bigint('xlsx_bytes', { mode: 'number' }),
    csv_bytes: bigint('csv_bytes', { mode: 'number' }),
    error: text('error'),
    requested_by: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: at('created_at').notNull(),
    started_at: at('started_at'),
    finished_at: at('finished_at'),
    updated_at: at('updated_at').notNull(),
  },
  (t) => [accountListIndex('reports_account_created_idx', t)],
)
