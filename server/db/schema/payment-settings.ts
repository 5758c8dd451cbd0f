// Payment-page settings of an account (SPEC §7 Settings CRUD; docs/company-and-settings.md): payment
// settings, success fields, support details and share settings, plus the payer's answers to success fields
// per bill.
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { accountId, owned } from './accounts.ts'
import { accountListIndex, sen, timestamps } from './columns.ts'
import { bills, collections } from './collections.ts'

/**
 * Channel order, amount limits, default bill expiry and required payer fields; at most one active per
 * account.
 */
export const paymentSettings = pgTable(
  'payment_settings',
  {
    ...owned(),
    channel_order: jsonb('channel_order').$type<string[]>().notNull().default([]),
    min_amount_sen: sen('min_amount_sen'),
    max_amount_sen: sen('max_amount_sen'),
    bill_expiry_days: integer('bill_expiry_days'),
    required_payer_fields: jsonb('required_payer_fields')
      .$type<string[]>()
      .notNull()
      .default(['name', 'email']),
    is_active: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [accountListIndex('payment_settings_account_idx', t)],
)

/** Extra fields a payer fills in on the payment page, for all the account's collections or one. */
export const successFields = pgTable(
  'success_fields',
  {
    ...owned(),
    collection_id: uuid('collection_id').references(() => collections.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    label: text('label').notNull(),
    type: text('type', { enum: ['text', 'number', 'select'] }).notNull(),
    required: boolean('required').notNull().default(false),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    max_length: integer('max_length'),
    min_value: doublePrecision('min_value'),
    max_value: doublePrecision('max_value'),
    sort_order: integer('sort_order').notNull().default(0),
    is_active: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('success_fields_account_key_idx').on(t.account_id, t.key),
    index('success_fields_account_order_idx').on(t.account_id, t.sort_order),
  ],
)

/**
 * How payers reach the merchant: shown on payment pages, receipts and storefronts (first active is current).
 */
export const supportDetails = pgTable(
  'support_details',
  {
    ...owned(),
    email: text('email'),
    phone: text('phone'),
    whatsapp: text('whatsapp'),
    hours: text('hours'),
    message: text('message'),
    is_active: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [accountListIndex('support_details_account_idx', t)],
)

/** Which share channels a payment link offers and the message it shares (first active is current). */
export const shareSettings = pgTable(
  'share_settings',
  {
    ...owned(),
    whatsapp: boolean('whatsapp').notNull().default(true),
    telegram: boolean('telegram').notNull().default(true),
    facebook: boolean('facebook').notNull().default(true),
    email: boolean('email').notNull().default(true),
    message_template: text('message_template').notNull(),
    is_active: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [accountListIndex('share_settings_account_idx', t)],
)

export interface StoredSuccessValue {
  field_id: string
  key: string
  label: string
  value: string
}

/** A payer's answers to the success fields, kept with their bill (and so with its payment record). */
export const billSuccessValues = pgTable('bill_success_values', {
  bill_id: uuid('bill_id')
    .primaryKey()
    .references(() => bills.id, { onDelete: 'cascade' }),
  account_id: accountId(),
  values: jsonb('values').$type<StoredSuccessValue[]>().notNull().default([]),
  updated_at: timestamps.updated_at,
})
