// Auth requests and responses (SPEC §7 Auth; ARCHITECTURE §4).
import * as v from 'valibot'
import { CONSOLE_LANGUAGES } from './languages.ts'
import { ACCOUNT_TYPES } from './constants.ts'
import { message } from './messages.ts'
import { email, max, required } from './rules.ts'

export const LoginSchema = v.strictObject({
  username: v.pipe(
    v.string(message('text', { field: 'username' })),
    v.trim(),
    required('username'),
    max('username', 254),
  ),
  // A password is checked as typed: no trimming.
  password: v.pipe(
    v.string(message('text', { field: 'password' })),
    required('password'),
    max('password', 200),
  ),
})
export type LoginInput = v.InferOutput<typeof LoginSchema>

export const RefreshSchema = v.strictObject({
  refreshToken: v.pipe(v.string(), v.nonEmpty(), v.maxLength(200)),
})

export const ForgotSchema = v.strictObject({
  email: v.pipe(
    v.string(message('text', { field: 'email' })),
    v.trim(),
    required('email'),
    email(),
    max('email', 254),
  ),
  /** The unified call serves both forgot-password and forgot-username. */
  type: v.optional(v.picklist(['password', 'username']), 'password'),
})

export const UserSchema = v.object({
  id: v.string(),
  email: v.string(),
  username: v.string(),
  full_name: v.string(),
  phone: v.nullable(v.string()),
  /** The console's language: en or ms (src/contract/languages.ts CONSOLE_LANGUAGES). */
  language: v.picklist(CONSOLE_LANGUAGES),
})
export type User = v.InferOutput<typeof UserSchema>

export const RoleSchema = v.object({
  id: v.number(),
  code: v.string(),
  name: v.string(),
  description: v.string(),
})
export type Role = v.InferOutput<typeof RoleSchema>

export const PlanSchema = v.object({
  id: v.string(),
  name: v.string(),
  fpx_enable: v.boolean(),
  crypto_enable: v.boolean(),
  bnpl_enable: v.boolean(),
  credit_card_enable: v.boolean(),
  ewallet_enable: v.boolean(),
  paypal_enable: v.boolean(),
  duit_now_enable: v.boolean(),
  advanced_setting: v.record(v.string(), v.unknown()),
})
export type Plan = v.InferOutput<typeof PlanSchema>

export const AccountSchema = v.object({
  id: v.string(),
  type: v.picklist(ACCOUNT_TYPES),
  name: v.string(),
  email: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  record_status_id: v.number(),
  role: v.nullable(v.object({ code: v.string(), name: v.string() })),
  plan: v.nullable(PlanSchema),
  /** Set when a Niaga admin acts in this account through a support session (src/contract/admin.ts). */
  support: v.optional(v.nullable(v.object({ admin_account_id: v.string(), admin_account_name: v.string() }))),
})
export type Account = v.InferOutput<typeof AccountSchema>

/** An account the user belongs to, for the account switcher. */
export const MembershipSchema = v.object({
  id: v.string(),
  type: v.picklist(ACCOUNT_TYPES),
  name: v.string(),
  role_code: v.string(),
  role_name: v.string(),
  is_current: v.boolean(),
})
export type Membership = v.InferOutput<typeof MembershipSchema>

/**
 * data of every login-like call: merchant-access-token, introducer-access-token, access-token-viu,
 * jwt/login, refresh, register, switch.
 */
export const SessionDataSchema = v.object({
  access_token: v.string(),
  refresh_token: v.string(),
  token_type: v.literal('Bearer'),
  expires_in: v.number(),
  user: UserSchema,
  account: AccountSchema,
})
export type SessionData = v.InferOutput<typeof SessionDataSchema>
