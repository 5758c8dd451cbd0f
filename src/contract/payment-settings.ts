// Payment-page settings (SPEC §7 Settings CRUD: payment-settings, success-field, support-details,
// share-settings; their fields are "not shown" in SPEC, so these are Niaga's, docs/company-and-settings.md).
// Payment settings, support details and share settings are one-current-record settings: an account has at
// most one active record of each, and saving one as active turns the others off. Success fields are a list.
// The console's forms and the server check with these schemas; the payment pages use the small pure modules
// public-merchant.ts, success-values.ts and src/lib/share-links.ts instead (payer bytes).
import * as v from 'valibot'
import { CHANNEL_FLAGS } from './constants.ts'
import { optionalEmail, optionalPhone, optionalText, requiredText } from './fields.ts'
import { MyrAmountSchema } from './money.ts'
import {
  PAYER_FIELDS,
  PublicSuccessFieldSchema,
  PublicSupportSchema,
  SHARE_CHANNELS,
  SUCCESS_FIELD_TYPES,
  SUCCESS_FIELDS_MAX_OPTIONS,
  templateProblem,
} from './public-merchant.ts'
import { listOf } from './envelope.ts'

export {
  PAYER_FIELDS,
  SHARE_CHANNELS,
  SUCCESS_FIELD_TYPES,
  SHARE_PLACEHOLDERS,
  SUCCESS_FIELDS_MAX,
  SUCCESS_FIELDS_MAX_OPTIONS,
} from './public-merchant.ts'
export type { PayerFieldName, ShareChannel, SuccessFieldType } from './public-merchant.ts'

const CHANNEL_CODES = Object.keys(CHANNEL_FLAGS) as [
  keyof typeof CHANNEL_FLAGS,
  ...(keyof typeof CHANNEL_FLAGS)[],
]

/**
 * The order payers in Malaysia expect when the merchant sets none: bank transfer first, then card and
 * wallets.
 */
export const DEFAULT_CHANNEL_ORDER: readonly string[] = [
  'fpx',
  'credit_card',
  'ewallet',
  'duitnow',
  'bnpl',
  'paypal',
  'crypto',
]
/** Payer fields required when the merchant has no payment settings (name and email, as before settings). */
export const DEFAULT_REQUIRED_PAYER_FIELDS: readonly string[] = ['name', 'email']
export const BILL_EXPIRY_MAX_DAYS = 365
export const SUCCESS_FIELD_MAX_LENGTH = 500
export const DEFAULT_SHARE_TEMPLATE = 'Pay {merchant} for {title} ({amount}) securely with Niaga: {link}'

const unique = <T>(what: string) =>
  v.check<T[], string>((items) => new Set(items).size === items.length, `Each ${what} may appear only once`)
const flag = v.optional(v.boolean('Choose yes or no'))

/** Channels in the order payers see them; channels left out follow in the default order. */
export const ChannelOrderSchema = v.pipe(
  v.array(
    v.picklist(CHANNEL_CODES, `Channels are ${CHANNEL_CODES.join(', ')}`),
    'The channel order is a list of channels',
  ),
  unique<(typeof CHANNEL_CODES)[number]>('channel'),
)

const optionalAmount = v.optional(v.nullable(MyrAmountSchema))

/** "The minimum amount may not be more than the maximum", or undefined; amounts in sen. */
export function amountLimitsProblem(minSen: number | null, maxSen: number | null): string | undefined {
  return minSen !== null && maxSen !== null && minSen > maxSen
    ? 'The minimum amount may not be more than the maximum amount'
    : undefined
}

export const PaymentSettingCreateSchema = v.strictObject({
  channel_order: v.optional(ChannelOrderSchema),
  /** Smallest amount a payer may pay per payment (MYR); null: no minimum beyond RM 0.01. */
  min_amount: optionalAmount,
  /** Largest amount per payment (MYR); null: no maximum beyond the platform's RM 1,000,000. */
  max_amount: optionalAmount,
  /** New bills without a due date expire this many days after they are created; null: they do not expire. */
  bill_expiry_days: v.optional(
    v.nullable(
      v.pipe(
        v.number('The bill expiry must be a number of days'),
        v.integer('The bill expiry must be a whole number of days'),
        v.minValue(1, 'The bill expiry must be at least 1 day'),
        v.maxValue(BILL_EXPIRY_MAX_DAYS, `The bill expiry may not exceed ${BILL_EXPIRY_MAX_DAYS} days`),
      ),
    ),
  ),
  /** Which of the payer's details a payment form requires. */
  required_payer_fields: v.optional(
    v.pipe(
      v.array(
        v.picklist(PAYER_FIELDS, 'Payer fields are name, email and phone'),
        'Required payer fields are a list',
      ),
      unique<(typeof PAYER_FIELDS)[number]>('payer field'),
    ),
  ),
  is_active: flag,
})
export const PaymentSettingUpdateSchema = v.partial(PaymentSettingCreateSchema)
export type PaymentSettingInput = v.InferInput<typeof PaymentSettingCreateSchema>

export const PaymentSettingSchema = v.object({
  id: v.string(),
  channel_order: listOf(v.string(), CHANNEL_CODES.length),
  min_amount: v.nullable(v.string()),
  max_amount: v.nullable(v.string()),
  bill_expiry_days: v.nullable(v.number()),
  required_payer_fields: v.array(v.picklist(PAYER_FIELDS)),
  is_active: v.boolean(),
  created_at: v.string(),
  updated_at: v.string(),
})
export type PaymentSetting = v.InferOutput<typeof PaymentSettingSchema>

/** A success field's key in callbacks: lower-case letters, digits and underscores. */
export const SUCCESS_FIELD_KEY = /^[a-z][a-z0-9_]{0,39}$/
/** "Membership no." → "membership_no"; "" when the label has no letter or digit. */
export function keyFromLabel(label: string): string {
  const key = label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^[^a-z]+|_+$/g, '')
    .slice(0, 40)
    .replace(/_+$/, '')
  return key
}

const boundNumber = (field: string) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.number(`The ${field} must be a number`),
        v.finite(`The ${field} must be a number`),
        v.minValue(-1e12, `The ${field} is too small`),
        v.maxValue(1e12, `The ${field} is too large`),
      ),
    ),
  )

export const SuccessFieldCreateSchema = v.strictObject({
  label: requiredText('label', 80),
  /** Names the answer in callbacks; made from the label when not given. Unique per account. */
  key: v.optional(
    v.nullable(
      v.pipe(
        v.string('The key must be text'),
        v.trim(),
        v.regex(
          SUCCESS_FIELD_KEY,
          'The key is lower-case letters, digits and underscores, starting with a letter (at most 40)',
        ),
      ),
    ),
  ),
  type: v.picklist(SUCCESS_FIELD_TYPES, 'The type is text, number or select'),
  required: flag,
  /** The choices of a select field. */
  options: v.optional(
    v.pipe(
      v.array(requiredText('option', 80), 'Options are a list of text'),
      v.maxLength(
        SUCCESS_FIELDS_MAX_OPTIONS,
        `A select field may have at most ${SUCCESS_FIELDS_MAX_OPTIONS} options`,
      ),
      unique<string>('option'),
    ),
  ),
  /** Text fields: the longest answer (default 255). */
  max_length: v.optional(
    v.nullable(
      v.pipe(
        v.number('The maximum length must be a number'),
        v.integer('The maximum length must be a whole number'),
        v.minValue(1, 'The maximum length must be at least 1'),
        v.maxValue(SUCCESS_FIELD_MAX_LENGTH, `The maximum length may not exceed ${SUCCESS_FIELD_MAX_LENGTH}`),
      ),
    ),
  ),
  /** Number fields: the smallest and largest answer. */
  min_value: boundNumber('minimum'),
  max_value: boundNumber('maximum'),
  /** Smaller first on the payment page. */
  sort_order: v.optional(
    v.pipe(
      v.number('The order must be a number'),
      v.integer('The order must be a whole number'),
      v.minValue(0, 'The order may not be negative'),
      v.maxValue(1000, 'The order may not exceed 1000'),
    ),
  ),
  is_active: flag,
  /** Only this collection's payment pages; null: every collection of the account. */
  collection_id: v.optional(
    v.nullable(v.pipe(v.string('Choose a collection'), v.uuid('Choose a collection'))),
  ),
})
export const SuccessFieldUpdateSchema = v.partial(SuccessFieldCreateSchema)
export type SuccessFieldInput = v.InferInput<typeof SuccessFieldCreateSchema>

export interface SuccessFieldShape {
  type: string
  options: readonly string[]
  min_value: number | null
  max_value: number | null
}

/** What is wrong with a field once its changes are merged, by input field; empty when nothing. */
export function successFieldProblems(field: SuccessFieldShape): Record<string, string> {
  const problems: Record<string, string> = {}
  if (field.type === 'select' && field.options.length < 1)
    problems.options = 'A select field needs at least one option'
  if (
    field.type === 'number' &&
    field.min_value !== null &&
    field.max_value !== null &&
    field.min_value > field.max_value
  )
    problems.min_value = 'The minimum may not be more than the maximum'
  return problems
}

export const SuccessFieldSchema = v.object({
  ...PublicSuccessFieldSchema.entries,
  sort_order: v.number(),
  is_active: v.boolean(),
  collection_id: v.nullable(v.string()),
  collection_title: v.nullable(v.string()),
  created_at: v.string(),
  updated_at: v.string(),
})
export type SuccessField = v.InferOutput<typeof SuccessFieldSchema>

export const SupportDetailCreateSchema = v.strictObject({
  email: optionalEmail('support email'),
  phone: optionalPhone('support phone'),
  whatsapp: optionalPhone('WhatsApp number'),
  /** e.g. "Mon–Fri, 9am–6pm". */
  hours: optionalText('support hours', 120),
  /** A short note payers read, e.g. how fast the merchant answers. */
  message: optionalText('message', 500),
  is_active: flag,
})
export const SupportDetailUpdateSchema = v.partial(SupportDetailCreateSchema)
export type SupportDetailInput = v.InferInput<typeof SupportDetailCreateSchema>
export const SUPPORT_CONTACT_REQUIRED = 'Give at least one way to reach you: support email, phone or WhatsApp'

export const SupportDetailSchema = v.object({
  id: v.string(),
  ...PublicSupportSchema.entries,
  is_active: v.boolean(),
  created_at: v.string(),
  updated_at: v.string(),
})
export type SupportDetail = v.InferOutput<typeof SupportDetailSchema>

const shareFlags = Object.fromEntries(SHARE_CHANNELS.map((channel) => [channel, flag])) as Record<
  (typeof SHARE_CHANNELS)[number],
  typeof flag
>

export const ShareSettingCreateSchema = v.strictObject({
  ...shareFlags,
  /** Placeholders {merchant}, {title}, {amount} and {link}; {link} is required. */
  message_template: v.pipe(
    requiredText('message template', 500),
    v.check(
      (text) => templateProblem(text) === undefined,
      (issue) => templateProblem(String(issue.input)) ?? 'Invalid template',
    ),
  ),
  is_active: flag,
})
export const ShareSettingUpdateSchema = v.partial(ShareSettingCreateSchema)
export type ShareSettingInput = v.InferInput<typeof ShareSettingCreateSchema>

export const ShareSettingSchema = v.object({
  id: v.string(),
  whatsapp: v.boolean(),
  telegram: v.boolean(),
  facebook: v.boolean(),
  email: v.boolean(),
  message_template: v.string(),
  is_active: v.boolean(),
  created_at: v.string(),
  updated_at: v.string(),
})
export type ShareSetting = v.InferOutput<typeof ShareSettingSchema>

/** Which one-current-record setting a record is, for messages. */
export const SETTING_LABELS = {
  payment: 'Payment settings',
  support: 'Support details',
  share: 'Share settings',
  field: 'Success field',
} as const
