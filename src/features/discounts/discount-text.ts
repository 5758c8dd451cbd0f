// How a code's value reads in the console: "10% (up to RM 20.00)" or "RM 5.00".
import { formatMyr } from '@/lib/money.ts'
import type { Discount } from '@/contract/discounts.ts'
import { t } from '@/i18n/i18n.ts'

export function valueText(discount: Pick<Discount, 'type' | 'value' | 'max_discount'>): string {
  if (discount.type === 'fixed') return formatMyr(discount.value)
  const percent = `${discount.value.replace(/\.00$/, '').replace(/(\.\d)0$/, '$1')}%`
  return discount.max_discount
    ? t('{percent} (up to {amount})', { percent, amount: formatMyr(discount.max_discount) })
    : percent
}
