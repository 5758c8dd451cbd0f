// The values that list URLs choose from (sort columns, statuses, channels), for the server's list queries
// and the console's search schemas alike. A module of its own because those schemas load with every page:
// importing them from an API or contract module would put that whole module into the entry chunk that
// payment pages and storefronts load too.
export const COLLECTION_SORTS = ['created_at', 'title'] as const
export const BILL_SORTS = ['created_at', 'amount', 'payer_name'] as const
export const CUSTOMER_SORTS = ['created_at', 'name', 'email'] as const
/** A payment's status; voided and (partially) refunded follow a paid one (docs/money-out.md). */
export const PAYMENT_RECORD_STATUSES = [
  'paid',
  'pending',
  'failed',
  'voided',
  'partially_refunded',
  'refunded',
] as const
export const OUTBOX_CHANNELS = ['email', 'sms'] as const
export const PRODUCT_SORTS = ['created_at', 'title', 'price'] as const
export const TAXONOMY_SORTS = ['created_at', 'title'] as const
export const STORE_SORTS = ['created_at', 'name'] as const
export const ORDER_SORTS = ['created_at', 'order_no', 'total'] as const
export const BUSINESS_OWNER_SORTS = ['created_at', 'full_name', 'share_percentage'] as const
export const PAGE_SORTS = ['created_at', 'updated_at', 'title', 'slug'] as const

/** A storefront order's status, derived when read (docs/stores-and-storefronts.md). */
export const ORDER_STATUSES = [
  'pending_payment',
  'paid',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
] as const

// Moved here from their contract modules (which re-export them) so that a console route's search schema
// does not carry the whole module into the console's first screen.
export const REPORT_PERIODS = ['day', 'week', 'month', 'year'] as const
/** A report period's buckets: 24 hours, 7 days, up to 31 days or 12 months. */
export const REPORT_BUCKETS_MAX = 31
export const DEFAULT_TOUR_SETTING: Record<string, boolean> = { dashboard: true }
export const PAYOUT_STATUSES = ['requested', 'processing', 'paid', 'failed'] as const
export const PAYOUT_SORTS = ['created_at', 'amount'] as const
export const VOID_SALE_KINDS = ['void', 'refund'] as const
export const SETTLEMENT_KINDS = ['scheduled', 'self'] as const
export const SETTLEMENT_STATUSES = ['settled', 'reserve_held'] as const
export const TIME_PERIODS = ['monthly', 'yearly'] as const
