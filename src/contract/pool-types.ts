// The pool types and virtual account statuses alone (src/contract/pools.ts has the rest): the console's
// search schemas need only these, and importing the whole pools contract would put it on every payer's
// first load (it would land in the chunk the console and the payment pages share).
export const POOL_TYPES = ['prefund', 'payout'] as const
export type PoolType = (typeof POOL_TYPES)[number]

export const VIRTUAL_ACCOUNT_STATUSES = ['active', 'closed'] as const
export type VirtualAccountStatus = (typeof VIRTUAL_ACCOUNT_STATUSES)[number]
