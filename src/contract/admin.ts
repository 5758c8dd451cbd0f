// Admin (Niaga's own staff; account type admin). SPEC §7 names GET dashboard/admin-dashboard and
// GET accounts/merchant/{id}/switch; everything else here is Niaga's design (docs/admin.md):
//
// - Platform totals (GET dashboard/admin-dashboard): paid payment volume and count today, this month (both
//   Malaysian calendar) and all time (statuses paid, partially_refunded, refunded, as the merchant
//   dashboard counts them); Niaga's fee revenue = the ledger's fee_revenue book over the same periods
//   (payment fees and early-settlement fees, less fees given back by voids and refunds); subscription
//   revenue = every paid plan charge of the subscription histories, all time; merchants by current plan
//   (the newest active or past-due subscription, as accounts/me shows it), lapsed (only lapsed or cancelled
//   subscriptions) or no plan;
//   merchants by record status; payouts pending (requested or processing): count and amount.
// - Merchants (GET admin/merchants): every merchant account with status, current plan, introducer, created
//   and all-time paid volume; search by name or email, filter by status, plan (a plan id, `lapsed`, `none`)
//   and introducer; sort by created_at, name or volume; skip/limit paging.
// - Support access: an admin (a user who is an active member of an active admin account) may switch into ANY
//   active merchant account with GET accounts/merchant/{id}/switch. When the admin is not a member there the
//   session becomes a support session: it acts with the account's Administrator role (SUPPORT_ROLE: every
//   permission, same as an owner except that only owners grant the owner role), `account.support` says so,
//   and the console shows "Acting in <merchant> as Niaga admin" with a way back. Switching to any other
//   account (the admin's own, from the account switcher) ends it. Everyone else may only switch into
//   accounts they belong to.
// - Audit log (GET audit-logs): one row per admin action — every successful non-GET operation called from an
//   admin account or a support session, and every account switch by an admin. Who (user id, email, the
//   account acted in, the admin account behind it), what (operation id, target type and id, a summary of
//   the request with secrets redacted: AUDIT_SECRET_KEY_PARTS), when (sandbox clock), from where (client IP
//   and user agent). Nobody edits it: there is no operation that changes it and the database refuses
//   UPDATE, DELETE and TRUNCATE on the table. Filters: actor (email text or user id), action (an operation
//   id or its resource prefix, `accounts`), account id, start_date/end_date (dd-MM-yyyy, Malaysian days).
import * as v from 'valibot'
import { RECORD_STATUSES } from './catalogs.ts'
import { listOf } from './envelope.ts'
import { PLANS_MAX } from './subscriptions.ts'

const myr = v.pipe(v.string(), v.regex(/^-?\d+\.\d{2}$/))
const figure = v.object({ amount: myr, count: v.number() })

/** The role a support session acts with in the merchant's account. */
export const SUPPORT_ROLE = 'admin'

export const AdminDashboardSchema = v.object({
  merchants: v.number(),
  introducers: v.number(),
  users: v.number(),
  /** All-time paid volume (kept for older clients; same as volume.all_time). */
  payments: figure,
  volume: v.object({ today: figure, this_month: figure, all_time: figure }),
  fee_revenue: v.object({ today: myr, this_month: myr, all_time: myr }),
  subscription_revenue: myr,
  merchants_by_plan: v.object({
    plans: listOf(v.object({ plan_id: v.string(), plan_name: v.string(), count: v.number() }), PLANS_MAX),
    lapsed: v.number(),
    no_plan: v.number(),
  }),
  merchants_by_status: listOf(
    v.object({ status_id: v.number(), status: v.string(), count: v.number() }),
    RECORD_STATUSES.length,
  ),
  payouts_pending: figure,
})
export type AdminDashboard = v.InferOutput<typeof AdminDashboardSchema>

export const ADMIN_MERCHANT_SORTS = ['created_at', 'name', 'volume'] as const
/** The plan filter besides a plan id. */
export const PLAN_FILTERS = ['lapsed', 'none'] as const

export const AdminMerchantSchema = v.object({
  id: v.string(),
  name: v.string(),
  email: v.nullable(v.string()),
  record_status_id: v.number(),
  status: v.string(),
  plan: v.nullable(v.object({ id: v.string(), name: v.string() })),
  /** active, past_due, lapsed (no current plan but had one) or none. */
  plan_status: v.picklist(['active', 'past_due', 'lapsed', 'none']),
  referred_by: v.nullable(v.object({ id: v.string(), name: v.string() })),
  created_at: v.string(),
  volume: figure,
})
export type AdminMerchant = v.InferOutput<typeof AdminMerchantSchema>

/**
 * Request fields whose values never reach the audit log: a key with one of these words (snake_case, camelCase
 * or kebab-case: new_password, accessToken, api-key, card_number) or an account number; card-like numbers
 * (13–19 digits) anywhere are replaced too.
 */
export const AUDIT_SECRET_KEY_PARTS = [
  'password',
  'passcode',
  'token',
  'secret',
  'card',
  'cvv',
  'cvc',
  'pan',
  'pin',
  'otp',
  'key',
  'authorization',
  'signature',
]
export const AUDIT_REDACTED = '[redacted]'

export const AuditLogSchema = v.object({
  id: v.string(),
  occurred_at: v.string(),
  actor_user_id: v.string(),
  actor_email: v.string(),
  account_id: v.string(),
  account_name: v.string(),
  admin_account_id: v.nullable(v.string()),
  action: v.string(),
  method: v.string(),
  path: v.string(),
  target_type: v.string(),
  target_id: v.nullable(v.string()),
  summary: v.record(v.string(), v.unknown()),
  ip: v.string(),
  user_agent: v.string(),
})
export type AuditLog = v.InferOutput<typeof AuditLogSchema>

export const AUDIT_ACTION_MAX = 80

/** The console's action filter: an operation id or a resource (every operation id starting with it). */
export const AUDIT_ACTION_FILTERS = [
  ['accounts.switch', 'Account switches'],
  ['accounts', 'Accounts'],
  ['subscriptions', 'Subscription plans'],
  ['subscriptionHistories', 'Subscription histories'],
  ['users', 'Users'],
  ['invitations', 'Invitations'],
] as const
export const AUDIT_ACTOR_MAX = 254
