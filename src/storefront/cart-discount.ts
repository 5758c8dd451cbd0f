// The applied discount code on the cart as it is now, priced with the contract's one pricing function (the
// one the server charges with): the amount, and why it takes nothing off when the cart is below its minimum
// spend.
import { priceDiscount, termsFromApi, type AppliedDiscount } from '@/contract/discounts.ts'
import { cartTotalSen, type CartItem } from '@/lib/cart.ts'
import { formatSen, myrToSen } from '@/lib/money.ts'
import { t } from '@/i18n/i18n.ts'

export interface CartDiscount {
  amountSen: number
  hint: string | null
}

export function cartDiscount(
  applied: AppliedDiscount | null,
  items: readonly CartItem[],
  deliveryPrice: string | null | undefined,
): CartDiscount {
  if (!applied) return { amountSen: 0, hint: null }
  const terms = termsFromApi(applied.terms)
  const subtotal = cartTotalSen(items)
  if (terms.min_spend_sen !== null && subtotal < terms.min_spend_sen)
    return {
      amountSen: 0,
      hint: t('store.discount.min_spend', {
        more: formatSen(terms.min_spend_sen - subtotal),
        code: applied.code,
        minimum: formatSen(terms.min_spend_sen),
      }),
    }
  const payable = deliveryPrice ? subtotal + myrToSen(deliveryPrice) : undefined
  return { amountSen: priceDiscount(terms, subtotal, payable), hint: null }
}
