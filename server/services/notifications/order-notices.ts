// order.placed and stock.low notices, sent from checkout in the order's transaction (after the stock was
// taken): low stock names each product or option whose stock this order took from above the setting's
// threshold to at or below it, so one crossing notifies once.
import { inArray } from 'drizzle-orm'
import { DEFAULT_LOW_STOCK_THRESHOLD } from '../../../src/contract/notification-settings.ts'
import { formatSen } from '../../../src/lib/money.ts'
import { products, productVariants } from '../../db/schema/index.ts'
import { notify, type Notice } from './notify.ts'
import type { Deps } from '../../deps.ts'

export interface PlacedOrder {
  accountId: string
  orderNo: string
  storeName: string
  customerName: string
  totalSen: number
  lines: readonly { productId: string; variantId: string | null; title: string; quantity: number }[]
}

interface StockLevel {
  title: string
  before: number
  after: number
}

/** Stock after the order, and before it, for each tracked product or option the order took from. */
async function stockLevels(deps: Deps, order: PlacedOrder): Promise<StockLevel[]> {
  const { db } = deps
  const variantIds = [...new Set(order.lines.map((l) => l.variantId).filter((id): id is string => !!id))]
  const productIds = [...new Set(order.lines.map((l) => l.productId))]
  const [variants, items] = await Promise.all([
    variantIds.length
      ? db
          .select({ id: productVariants.id, stock: productVariants.stock, title: productVariants.title })
          .from(productVariants)
          .where(inArray(productVariants.id, variantIds))
      : [],
    db
      .select({ id: products.id, stock: products.stock })
      .from(products)
      .where(inArray(products.id, productIds)),
  ])
  const taken = new Map<string, StockLevel>()
  for (const line of order.lines) {
    const variant = variants.find((v) => v.id === line.variantId && v.stock !== null)
    const stock = variant ? variant.stock : items.find((p) => p.id === line.productId)?.stock
    if (stock === null || stock === undefined) continue
    const key = variant ? `v:${variant.id}` : `p:${line.productId}`
    const level = taken.get(key) ?? {
      title: variant ? `${line.title} (${variant.title})` : line.title,
      before: stock,
      after: stock,
    }
    level.before += line.quantity
    taken.set(key, level)
  }
  return [...taken.values()]
}

export async function notifyOrderPlaced(deps: Deps, order: PlacedOrder, at: Date): Promise<void> {
  const items = order.lines.map((l) => `${l.quantity} × ${l.title}`).join(', ')
  await notify(deps, order.accountId, 'order.placed', at, (): Notice => ({
    subject: {
      id: 'new order {order} ({amount})',
      values: { order: order.orderNo, amount: formatSen(order.totalSen) },
    },
    lines: [
      {
        id: '{customer} ordered {items} at {store}: {amount}.',
        values: {
          customer: order.customerName,
          items,
          store: order.storeName,
          amount: formatSen(order.totalSen),
        },
      },
      { id: 'Order: {order}', values: { order: order.orderNo } },
    ],
    meta: { order_no: order.orderNo },
  }))
  const levels = await stockLevels(deps, order)
  if (levels.length === 0) return
  await notify(deps, order.accountId, 'stock.low', at, (setting) => {
    const threshold = setting?.low_stock_threshold ?? DEFAULT_LOW_STOCK_THRESHOLD
    const low = levels.filter((l) => l.before > threshold && l.after <= threshold)
    if (low.length === 0) return null
    return {
      subject: { id: 'low stock: {products}', values: { products: low.map((l) => l.title).join(', ') } },
      lines: [
        {
          id: '{levels} (after order {order}; threshold {threshold}).',
          values: {
            levels: low.map((l) => ({
              id: '{product}: {count} left',
              values: { product: l.title, count: l.after },
            })),
            order: order.orderNo,
            threshold,
          },
        },
      ],
      meta: { order_no: order.orderNo },
    }
  })
}
