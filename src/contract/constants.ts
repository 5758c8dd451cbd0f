// Product constants of SPEC §1 and §9, shared by the app, the service worker and the server.

export const PRODUCT_NAME = 'Niaga'
export const ENVIRONMENT = 'sandbox'
/** SPEC §1: the page title is the product name plus "Sandbox". */
export const PRODUCT_TITLE = `${PRODUCT_NAME} Sandbox`
export const CURRENCY = 'MYR'
/** Where every API call goes: the app's client, the checkout outbox, the reachability check. */
export const API_BASE = '/api/v1/'
export const DEBUG_FLAG = 0
export const TOAST_DURATION_MS = 3000
export const PASSWORD_MIN_LENGTH = 8
export const TOKEN_TYPE = 'Bearer'

/** SPEC §3/§9 browser storage keys of the session. */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  account: 'account',
  accountObj: 'accountObj',
} as const

/** SPEC §9 default date range and report date format. */
export const DEFAULT_DATE_RANGE = { start_date: '01-01-1990', end_date: '01-01-2100' } as const
export const REPORT_DATE_FORMAT = 'dd-MM-yyyy'

/** The message a protected route shows when opened without login (SPEC §2). */
export const LOGIN_REQUIRED_MESSAGE = 'You need to login to access the page'

export const ACCOUNT_TYPES = ['merchant', 'introducer', 'admin'] as const
export type AccountType = (typeof ACCOUNT_TYPES)[number]

/** Payment channel groups (SPEC §1) and the plan flag that enables each. */
export const CHANNEL_FLAGS = {
  fpx: 'fpx_enable',
  credit_card: 'credit_card_enable',
  ewallet: 'ewallet_enable',
  bnpl: 'bnpl_enable',
  paypal: 'paypal_enable',
  crypto: 'crypto_enable',
  duitnow: 'duit_now_enable',
} as const
export type Channel = keyof typeof CHANNEL_FLAGS
