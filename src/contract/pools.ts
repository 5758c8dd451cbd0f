// Master pools, virtual accounts and top-ups (SPEC §2 /pools/list, /pools/eol/list2, /pay/generic-topup;
// §3 pool_type; §7 pools, virtual-accounts, master-pool-balance, payment-services/switch top-up calls).
//
// A pool is money a merchant has put in ahead of time, kept apart from the balances its sales earn. Each
// pool type is its own ledger book:
// - `prefund`: a float that backs the merchant's money out. A payout or a refund that the available
//   balance cannot cover draws the rest from the prefund pool at once, instead of waiting for settlement.
// - `payout`: money set aside for disbursements. Payouts draw on it after the available balance and before
//   the prefund pool; refunds never touch it.
// Pools are filled by top-ups (a payer or the merchant pays a top-up invoice on /pay/pool-topup) and by bank
// transfers to the merchant's virtual accounts. Niaga charges no fee on a top-up: the pool gets it all.
import * as v from 'valibot'
import { optionalEmail, optionalText, optionalUrl, recordId, requiredText } from './fields.ts'
import { message } from './messages.ts'
import { myrAmount } from './money.ts'
import { channelList, PublicBillSchema } from './payments.ts'

import { POOL_TYPES, VIRTUAL_ACCOUNT_STATUSES, type PoolType } from './pool-types.ts'

export {
  POOL_TYPES,
  VIRTUAL_ACCOUNT_STATUSES,
  type PoolType,
  type VirtualAccountStatus,
} from './pool-types.ts'
export const POOL_TYPE_LABELS: Record<PoolType, string> = { prefund: 'Prefund pool', payout: 'Payout pool' }
export const POOL_TYPE_HELP: Record<PoolType, string> = {
  prefund: 'Covers payouts and refunds at once when your available balance is short.',
  payout: 'Money set aside for payouts; drawn after your available balance.',
}

/** Top-up limits per invoice (sandbox; a bank's FPX limit is higher). */
export const TOPUP_MIN_SEN = 1_000
export const TOPUP_MAX_SEN = 3_000_000

/** Why a pool's balance changed. */
export const POOL_MOVEMENT_REASONS = [
  'topup',
  'virtual_account_transfer',
  'payout',
  'payout_reversal',
  'refund',
] as const
export type PoolMovementReason = (typeof POOL_MOVEMENT_REASONS)[number]
export const POOL_MOVEMENT_LABELS: Record<PoolMovementReason, string> = {
  topup: 'Top-up',
  virtual_account_transfer: 'Transfer to a virtual account',
  payout: 'Drawn for a payout',
  payout_reversal: 'Returned from a failed payout',
  refund: 'Drawn for a refund',
}

export const PoolSchema = v.object({
  id: v.string(),
  pool_type: v.picklist(POOL_TYPES),
  name: v.string(),
  balance: v.string(),
  /** The public page where anyone can top this pool up. */
  topup_url: v.string(),
  updated_at: v.string(),
})
export type Pool = v.InferOutput<typeof PoolSchema>

export const LatestBalanceSchema = v.object({
  /** One pool of each type at most. */
  pools: v.pipe(v.array(PoolSchema), v.maxLength(POOL_TYPES.length)),
  /** All pools together. */
  total: v.string(),
})
export type LatestBalance = v.InferOutput<typeof LatestBalanceSchema>

export const PoolMovementSchema = v.object({
  id: v.string(),
  pool_type: v.picklist(POOL_TYPES),
  /** Signed: a top-up is positive, a draw negative. */
  amount: v.string(),
  balance_after: v.string(),
  reason: v.picklist(POOL_MOVEMENT_REASONS),
  /** The invoice, payout or refund the change belongs to. */
  reference: v.string(),
  /** The payer's own reference on a top-up or a transfer. */
  payer_reference: v.nullable(v.string()),
  payer_name: v.nullable(v.string()),
  virtual_account_no: v.nullable(v.string()),
  occurred_at: v.string(),
})
export type PoolMovement = v.InferOutput<typeof PoolMovementSchema>

/** Body of master-pool-balance calls: one pool type, or every pool when absent. */
export const PoolBalanceRequestSchema = v.strictObject({
  pool_type: v.optional(v.picklist(POOL_TYPES, 'The pool type must be prefund or payout')),
})

/**
 * Sandbox numbering of virtual accounts: 14 digits, `8808` (Niaga's sandbox bank code), 9 digits of a
 * running number, and a Luhn check digit, so a mistyped number is refused before any lookup.
 */
export const VIRTUAL_ACCOUNT_PREFIX = '8808'
export const VIRTUAL_ACCOUNT_PATTERN = /^8808\d{10}$/

export const VirtualAccountSchema = v.object({
  id: v.string(),
  account_no: v.string(),
  name: v.string(),
  pool_type: v.picklist(POOL_TYPES),
  customer_id: v.nullable(v.string()),
  customer_name: v.nullable(v.string()),
  description: v.nullable(v.string()),
  callback_url: v.nullable(v.string()),
  status: v.picklist(VIRTUAL_ACCOUNT_STATUSES),
  total_received: v.string(),
  transfers: v.number(),
  last_transfer_at: v.nullable(v.string()),
  /** The public top-up page for this account. */
  topup_url: v.string(),
  /** Sandbox: the bank-transfer page a payer uses to send money to this account. */
  transfer_url: v.string(),
  created_at: v.string(),
  closed_at: v.nullable(v.string()),
})
export type VirtualAccount = v.InferOutput<typeof VirtualAccountSchema>

export const CreateVirtualAccountSchema = v.strictObject({
  name: requiredText('name', 80),
  pool_type: v.optional(v.picklist(POOL_TYPES, 'The pool type must be prefund or payout'), 'prefund'),
  customer_id: v.optional(v.nullable(recordId('customer'))),
  description: optionalText('description', 200),
  /** Where transfers to this account are announced (signed `pool.credited` events). */
  callback_url: optionalUrl('callback url'),
})
export type CreateVirtualAccountInput = v.InferInput<typeof CreateVirtualAccountSchema>

/** Who a public top-up page tops up: a master pool by id, or a virtual account by number. */
export const TopupTargetQuerySchema = v.pipe(
  v.strictObject({
    pool_id: v.optional(recordId('pool')),
    virtual_account_no: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.regex(VIRTUAL_ACCOUNT_PATTERN, 'The virtual account number must be 14 digits starting with 8808'),
      ),
    ),
  }),
  v.check(
    (q) => (q.pool_id === undefined) !== (q.virtual_account_no === undefined),
    'Give either a pool id or a virtual account number',
  ),
)

export const TopupTargetSchema = v.object({
  merchant_name: v.string(),
  pool_id: v.string(),
  pool_type: v.picklist(POOL_TYPES),
  pool_name: v.string(),
  virtual_account_no: v.nullable(v.string()),
  virtual_account_name: v.nullable(v.string()),
  /** Channels the merchant's plan enables: a top-up is paid like a bill of the merchant. */
  channels: channelList,
  min_amount: v.string(),
  max_amount: v.string(),
})
export type TopupTarget = v.InferOutput<typeof TopupTargetSchema>

const topupAmount = v.pipe(
  myrAmount(),
  v.check(
    (text) => Math.round(Number(text) * 100) >= TOPUP_MIN_SEN,
    message('topup_min', { min: 'RM 10.00' }),
  ),
  v.check(
    (text) => Math.round(Number(text) * 100) <= TOPUP_MAX_SEN,
    message('topup_max', { max: 'RM 30,000.00' }),
  ),
)

/** create-payment-viu without ?invoice_no: open a top-up invoice. */
export const CreateTopupSchema = v.pipe(
  v.strictObject({
    pool_id: v.optional(recordId('pool')),
    virtual_account_no: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.regex(VIRTUAL_ACCOUNT_PATTERN, 'The virtual account number must be 14 digits starting with 8808'),
      ),
    ),
    amount: topupAmount,
    payer_name: requiredText('payer name', 120),
    payer_email: optionalEmail('payer email'),
    payer_reference: optionalText('payer reference', 140),
  }),
  v.check(
    (q) => (q.pool_id === undefined) !== (q.virtual_account_no === undefined),
    'Give either a pool id or a virtual account number',
  ),
)
export type CreateTopupInput = v.InferInput<typeof CreateTopupSchema>

export const InvoiceNoQuerySchema = v.strictObject({
  invoice_no: v.pipe(
    v.string('The invoice no field is required'),
    v.trim(),
    v.nonEmpty('The invoice no field is required'),
    v.maxLength(64),
  ),
})
export const OptionalInvoiceNoQuerySchema = v.strictObject({
  invoice_no: v.optional(
    v.pipe(v.string(), v.trim(), v.nonEmpty('The invoice no field is required'), v.maxLength(64)),
  ),
})

export const TopupSchema = v.object({
  invoice_no: v.string(),
  status: v.string(),
  amount: v.string(),
  merchant_name: v.string(),
  pool_type: v.picklist(POOL_TYPES),
  pool_name: v.string(),
  virtual_account_no: v.nullable(v.string()),
  payer_name: v.string(),
  payer_reference: v.nullable(v.string()),
  /** Set once the pool was credited (exactly once, when the payment is paid). */
  credited_at: v.nullable(v.string()),
  balance_after: v.nullable(v.string()),
})
export type Topup = v.InferOutput<typeof TopupSchema>

/** What the public top-up and subscription pages pay: the invoice as a bill, and what it is for. */
export const TopupOrSubscriptionInvoiceSchema = v.object({
  kind: v.picklist(['pool_topup', 'subscription']),
  bill: PublicBillSchema,
  topup: v.nullable(TopupSchema),
  /** For a subscription invoice: the plan and period it buys. */
  subscription: v.nullable(
    v.object({ plan_name: v.string(), time_period: v.string(), account_name: v.string() }),
  ),
})
export type TopupOrSubscriptionInvoice = v.InferOutput<typeof TopupOrSubscriptionInvoiceSchema>

/** manual-prefund-virtual-account: the (sandbox) bank switch reporting a transfer into a virtual account. */
export const VirtualAccountTransferSchema = v.strictObject({
  virtual_account_no: v.pipe(
    v.string('The virtual account number is required'),
    v.trim(),
    v.regex(VIRTUAL_ACCOUNT_PATTERN, 'The virtual account number must be 14 digits starting with 8808'),
  ),
  amount: topupAmount,
  payer_name: requiredText('payer name', 120),
  payer_reference: optionalText('payer reference', 140),
  channel: v.optional(v.picklist(['duitnow', 'fpx'], 'The channel must be duitnow or fpx'), 'duitnow'),
})

/** Browser storage key under which the console keeps the merchant's virtual accounts (SPEC §3). */
export const VIRTUAL_ACCOUNTS_STORAGE_KEY = 'merchantVirtualAccounts'
