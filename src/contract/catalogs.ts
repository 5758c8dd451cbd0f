// The reference lists the console's forms choose from, in one place (SPEC §7 GET catalogs and GET
// system-options; their fields are not shown, these are Niaga's). Each list is the contract module that
// already owns it (banks.ts, states.ts, roles.ts, constants.ts); this module only gathers them, adds the
// ones no module had (business types, currencies, channel groups) and says what the two answers look like.
// The server serves them from here; the console reads them through src/api/catalogs.ts.
import * as v from 'valibot'
import { MALAYSIAN_BANKS } from './banks.ts'
import { PAGE_KIND_LABELS } from './content.ts'
import { PAGE_KINDS } from './public-pages.ts'
import {
  CHANNEL_FLAGS,
  CURRENCY,
  DEFAULT_DATE_RANGE,
  ENVIRONMENT,
  PASSWORD_MIN_LENGTH,
  PRODUCT_NAME,
  PRODUCT_TITLE,
  REPORT_DATE_FORMAT,
  TOAST_DURATION_MS,
  type Channel,
} from './constants.ts'
import { DEFAULT_PAGE_SIZE, listOf, PAGE_SIZES } from './envelope.ts'
import { PERMISSIONS, ROLE_NAMES, ROLE_PERMISSIONS } from './roles.ts'
import { MALAYSIAN_STATES } from './states.ts'
import { ROLE_CODES } from './users.ts'

/** Forms of business a Malaysian merchant registers as (SSM and the Registrar of Societies). */
export const BUSINESS_TYPES = [
  { code: 'sole_proprietorship', name: 'Sole proprietorship' },
  { code: 'partnership', name: 'Partnership' },
  { code: 'llp', name: 'Limited liability partnership (LLP)' },
  { code: 'sdn_bhd', name: 'Private limited company (Sdn Bhd)' },
  { code: 'bhd', name: 'Public limited company (Bhd)' },
  { code: 'society', name: 'Society, association or NGO' },
] as const
export const BUSINESS_TYPE_CODES = BUSINESS_TYPES.map((type) => type.code) as unknown as readonly [
  string,
  ...string[],
]

/** Money is ringgit only (SPEC §1): amounts carry 2 decimals and read "RM 1,234.50". */
export const CURRENCIES = [{ code: CURRENCY, name: 'Malaysian ringgit', symbol: 'RM', decimals: 2 }] as const

/**
 * The payment channel groups of SPEC §1, with the plan flag that enables each (constants.ts CHANNEL_FLAGS).
 */
export const CHANNEL_GROUPS: readonly {
  code: Channel
  name: string
  description: string
  plan_flag: string
}[] = [
  {
    code: 'fpx',
    name: 'Online banking (FPX)',
    description: 'Online payment: web payment through the payer’s bank',
    plan_flag: CHANNEL_FLAGS.fpx,
  },
  {
    code: 'credit_card',
    name: 'Credit / debit card',
    description: 'Global card payment',
    plan_flag: CHANNEL_FLAGS.credit_card,
  },
  { code: 'ewallet', name: 'E-wallet', description: 'Digital payment', plan_flag: CHANNEL_FLAGS.ewallet },
  {
    code: 'duitnow',
    name: 'DuitNow QR',
    description: 'DuitNow QR from any bank or wallet app',
    plan_flag: CHANNEL_FLAGS.duitnow,
  },
  {
    code: 'bnpl',
    name: 'Buy now, pay later',
    description: 'Instalments through a BNPL provider',
    plan_flag: CHANNEL_FLAGS.bnpl,
  },
  {
    code: 'paypal',
    name: 'PayPal',
    description: 'PayPal balance or linked card',
    plan_flag: CHANNEL_FLAGS.paypal,
  },
  {
    code: 'crypto',
    name: 'Cryptocurrency',
    description: 'Stablecoin payment',
    plan_flag: CHANNEL_FLAGS.crypto,
  },
]

export const RECORD_STATUSES = [
  { id: 1, name: 'Active' },
  { id: 2, name: 'Inactive' },
] as const

/** The locales system-options names (SPEC §9). */
const SYSTEM_LOCALES = ['en', 'ar'] as const

/** GET catalogs: the lists themselves. */
export function catalogs() {
  return {
    banks: MALAYSIAN_BANKS.map(({ code, name }) => ({ code, name })),
    states: MALAYSIAN_STATES.map(({ id, name }) => ({ id, name })),
    business_types: BUSINESS_TYPES.map(({ code, name }) => ({ code, name })),
    currencies: CURRENCIES.map((currency) => ({ ...currency })),
    channel_groups: CHANNEL_GROUPS.map((group) => ({ ...group })),
    roles: ROLE_CODES.map((code) => ({
      code,
      name: ROLE_NAMES[code],
      permissions: [...ROLE_PERMISSIONS[code]],
    })),
    permissions: [...PERMISSIONS],
    page_kinds: PAGE_KINDS.map((code) => ({ code, name: PAGE_KIND_LABELS[code] })),
    record_statuses: RECORD_STATUSES.map((status) => ({ ...status })),
  }
}

/** GET system-options: how the product formats, pages and limits things (SPEC §1, §9). */
export function systemOptions() {
  return {
    product_name: PRODUCT_NAME,
    title: PRODUCT_TITLE,
    environment: ENVIRONMENT,
    currency: CURRENCY,
    currency_symbol: 'RM',
    thousand_separator: ',',
    decimal_separator: '.',
    timezone: 'Asia/Kuala_Lumpur',
    date_format: REPORT_DATE_FORMAT,
    default_date_range: { ...DEFAULT_DATE_RANGE },
    page_sizes: [...PAGE_SIZES],
    default_page_size: DEFAULT_PAGE_SIZE,
    toast_duration_ms: TOAST_DURATION_MS,
    password_min_length: PASSWORD_MIN_LENGTH,
    locales: [...SYSTEM_LOCALES],
  }
}

const Coded = v.object({ code: v.string(), name: v.string() })

export const CatalogsSchema = v.object({
  banks: listOf(Coded, MALAYSIAN_BANKS.length),
  states: listOf(v.object({ id: v.string(), name: v.string() }), MALAYSIAN_STATES.length),
  business_types: listOf(Coded, BUSINESS_TYPES.length),
  currencies: listOf(
    v.object({ code: v.string(), name: v.string(), symbol: v.string(), decimals: v.number() }),
    CURRENCIES.length,
  ),
  channel_groups: listOf(
    v.object({ code: v.string(), name: v.string(), description: v.string(), plan_flag: v.string() }),
    CHANNEL_GROUPS.length,
  ),
  roles: listOf(
    v.object({
      code: v.picklist(ROLE_CODES),
      name: v.string(),
      permissions: listOf(v.string(), PERMISSIONS.length),
    }),
    ROLE_CODES.length,
  ),
  permissions: listOf(v.string(), PERMISSIONS.length),
  page_kinds: listOf(Coded, PAGE_KINDS.length),
  record_statuses: listOf(v.object({ id: v.number(), name: v.string() }), RECORD_STATUSES.length),
})
export type Catalogs = v.InferOutput<typeof CatalogsSchema>

export const SystemOptionsSchema = v.object({
  product_name: v.string(),
  title: v.string(),
  environment: v.string(),
  currency: v.string(),
  currency_symbol: v.string(),
  thousand_separator: v.string(),
  decimal_separator: v.string(),
  timezone: v.string(),
  date_format: v.string(),
  default_date_range: v.object({ start_date: v.string(), end_date: v.string() }),
  page_sizes: listOf(v.number(), PAGE_SIZES.length),
  default_page_size: v.number(),
  toast_duration_ms: v.number(),
  password_min_length: v.number(),
  locales: listOf(v.string(), SYSTEM_LOCALES.length),
})
export type SystemOptions = v.InferOutput<typeof SystemOptionsSchema>
