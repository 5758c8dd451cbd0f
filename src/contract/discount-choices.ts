// The discount list's sorts and statuses (src/contract/discounts.ts re-exports them): a module of its own
// because the console's list search schema loads with its first screen (see list-choices.ts).
export const DISCOUNT_SORTS = ['created_at', 'code', 'valid_until', 'times_used'] as const

/** How a code reads in lists and filters, derived from the flag, the dates (MYT) and the uses. */
export const DISCOUNT_STATUSES = ['active', 'scheduled', 'expired', 'used_up', 'inactive'] as const
export type DiscountStatus = (typeof DISCOUNT_STATUSES)[number]
