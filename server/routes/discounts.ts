// Discount codes (SPEC §7 `GET discounts`; src/contract/discounts.ts): the console's list and CRUD (reads
// need `view`, writes `sell`), and the storefront's public "check a code" for a cart.
import {
  DISCOUNT_SORTS,
  DISCOUNT_STATUSES,
  DiscountCheckResultSchema,
  DiscountCheckSchema,
  DiscountCreateSchema,
  DiscountDeleteSchema,
  DiscountSchema,
  DiscountUpdateSchema,
  discountLabel,
  termsToApi,
} from '../../src/contract/discounts.ts'
import { senToMyr } from '../../src/lib/money.ts'
import { clientIp } from '../http/client-ip.ts'
import { listQuerySchema, oneOfEntry } from '../http/list-query.ts'
import { tooManyRequests } from '../errors.ts'
import { blockedFor, hit } from '../services/auth/rate-limit.ts'
import { defineRoutes } from '../http/define-routes.ts'
import { IdParamsSchema } from '../http/validation.ts'
import {
  createDiscount,
  deleteDiscount,
  getDiscount,
  listDiscounts,
  termsOf,
  updateDiscount,
} from '../services/discounts/discounts.ts'
import { checkCode } from '../services/discounts/redeem.ts'
import { priceLines } from '../services/orders/checkout.ts'
import { findActiveStore } from '../services/stores/public-store.ts'
import { prefixed } from './store-public.ts'

const DiscountListQuery = listQuerySchema(DISCOUNT_SORTS, 'created_at', {
  status: oneOfEntry('The status', DISCOUNT_STATUSES),
})

/** Unknown codes one address may try in 15 minutes at the public code check. */
const UNKNOWN_CODE_CHECKS = 20

export const discountRoutes = defineRoutes({ tag: 'Discounts', access: 'merchant' }, (r) => {
  r.records({
    id: 'discounts',
    path: '/discounts',
    label: 'Discount',
    row: DiscountSchema,
    list: {
      summary:
        "The caller's discount codes: search by code, filter by status (active, scheduled, expired, used_up, inactive)",
      query: DiscountListQuery,
      run: (deps, caller, query) => listDiscounts(deps, caller.accountId, query),
    },
    get: {
      summary: 'One discount code with its uses',
      run: (deps, caller, id) => getDiscount(deps, caller.accountId, id),
    },
    create: {
      summary: 'Create a discount code (unique per account whatever the case; stored upper-case)',
      body: DiscountCreateSchema,
      run: (deps, caller, body) => createDiscount(deps, caller.accountId, body),
    },
    update: {
      summary: 'Change a discount code; the rules are checked on the code as it is after the change',
      body: DiscountUpdateSchema,
      run: (deps, caller, id, body) => updateDiscount(deps, caller.accountId, id, body),
    },
  })

  r.add({
    id: 'discounts.delete',
    method: 'delete',
    path: '/discounts/:id',
    summary: 'Delete a discount code; one that orders used is deactivated instead, keeping its history',
    params: IdParamsSchema,
    response: DiscountDeleteSchema,
    handler: async ({ deps, caller, params }) => {
      const result = await deleteDiscount(deps, caller.accountId, params.id)
      return {
        data: result,
        description: result.removed
          ? 'Discount deleted'
          : 'Discount deactivated: orders used it, so it is kept with its history',
      }
    },
  })

  r.add({
    id: 'storefront.discountCheck',
    method: 'post',
    path: '/stores/public/:ref{store-[^/]+}/discount-check',
    summary:
      'Whether a discount code applies to a cart at this store, and the discount and the items’ new total',
    description:
      'Prices the cart from the store’s own prices. A refused code answers 2000 with valid false, the reason and a message for the shopper. The checkout applies the code again when the order arrives.',
    tag: 'Storefront',
    access: 'public',
    params: prefixed('store-'),
    body: DiscountCheckSchema,
    response: DiscountCheckResultSchema,
    handler: async ({ c, deps, params, body }) => {
      // Guessing codes is what this call could be used for: an address gets UNKNOWN_CODE_CHECKS unknown codes
      // a quarter of an hour, then 4290 until the window passes. Real shoppers type one or two codes.
      const limit = {
        key: `discount-check:${clientIp(c, deps)}`,
        max: UNKNOWN_CODE_CHECKS,
        windowSeconds: 900,
      }
      const wait = await blockedFor(deps, limit)
      if (wait > 0) throw tooManyRequests(wait)
      const store = await findActiveStore(deps, params.ref)
      const lines = await priceLines(deps, store, body.items)
      const subtotal = lines.reduce((sum, line) => sum + line.unit_price_sen * line.quantity, 0)
      const decision = await checkCode(
        deps,
        store.account_id,
        body.code,
        { storeId: store.id, subtotalSen: subtotal, now: deps.clock.now() },
        body.customer ?? {},
      )
      if (!decision.ok && decision.reason === 'unknown') await hit(deps, limit)
      const discount = decision.ok ? decision.amount_sen : 0
      const terms = decision.row ? termsOf(decision.row) : null
      return {
        data: {
          code: decision.ok ? decision.row.code : decision.code,
          valid: decision.ok,
          reason: decision.ok ? null : decision.reason,
          message: decision.ok
            ? `${decision.row.code}: ${discountLabel(termsOf(decision.row))}`
            : decision.message,
          // The terms of a code that exists, so the storefront can price a changed cart; none for an unknown
          // code.
          terms: terms && decision.ok ? termsToApi(terms) : null,
          label: terms && decision.ok ? discountLabel(terms) : null,
          subtotal: senToMyr(subtotal),
          discount: senToMyr(discount),
          total: senToMyr(subtotal - discount),
        },
        description: decision.ok ? 'The code applies' : decision.message,
      }
    },
  })
})
