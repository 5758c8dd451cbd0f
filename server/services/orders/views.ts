// Orders as the shopper and the merchant read them. The status is derived when read, from the order, its
// bill and its shipment, so a paid bill shows as a paid order without the payment code knowing about orders.
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm'
import type { Order, Shipment } from '../../../src/contract/stores.ts'
import type { PublicOrder } from '../../../src/contract/storefront.ts'
import { MALAYSIAN_STATES } from '../../../src/contract/states.ts'
import { gramsToKg } from '../../../src/lib/delivery-price.ts'
import { senToMyr } from '../../../src/lib/money.ts'
import { bills, discountRedemptions, orderItems, orders, shipments, stores } from '../../db/schema/index.ts'
import { notFound } from '../../errors.ts'
import { billPaymentUrl } from '../payments/urls.ts'
import { publicMerchantProfile } from '../company/public-profile.ts'
import { readPage, searchIn, type ListQuery } from '../pagination.ts'
import type { Deps } from '../../deps.ts'
import { ownedRecord } from '../owned-records.ts'

type OrderRow = typeof orders.$inferSelect
type ShipmentRow = typeof shipments.$inferSelect
type BillRef = { id: string; invoice_no: string; status: string } | null
type ItemRow = typeof orderItems.$inferSelect

export function orderStatus(
  order: Pick<OrderRow, 'status'>,
  bill: BillRef,
  shipment: Pick<ShipmentRow, 'status'> | null,
): PublicOrder['status'] {
  if (order.status === 'cancelled' || bill?.status === 'cancelled' || bill?.status === 'expired')
    return 'cancelled'
  if (bill?.status !== 'paid') return 'pending_payment'
  switch (shipment?.status) {
    case 'ready':
      return 'processing'
    case 'picked_up':
    case 'in_transit':
      return 'shipped'
    case 'delivered':
      return 'delivered'
    default:
      return 'paid'
  }
}

export const shipmentView = (row: ShipmentRow): Shipment => ({
  id: row.id,
  order_id: row.order_id,
  courier: row.courier,
  status: row.status,
  consignment_no: row.consignment_no,
  shipping_paid_at: row.shipping_paid_at?.toISOString() ?? null,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
})

const selection = {
  order: orders,
  store_name: stores.name,
  bill: { id: bills.id, invoice_no: bills.invoice_no, status: bills.status },
  shipment: shipments,
  discount: { code: discountRedemptions.code, amount_sen: discountRedemptions.amount_sen },
}
type Joined = {
  order: OrderRow
  store_name: string
  bill: BillRef
  shipment: ShipmentRow | null
  discount: { code: string; amount_sen: number } | null
}

const joined = (deps: Deps) => {
  const { db } = deps
  return db
    .select(selection)
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.store_id))
    .leftJoin(bills, eq(bills.id, orders.bill_id))
    .leftJoin(shipments, eq(shipments.order_id, orders.id))
    .leftJoin(discountRedemptions, eq(discountRedemptions.order_id, orders.id))
}

function publicView(publicUrl: string, row: Joined, items: ItemRow[]): PublicOrder {
  const o = row.order
  const bill = row.bill?.id ? row.bill : null
  return {
    order_no: o.order_no,
    store_id: o.store_id,
    status: orderStatus(o, bill, row.shipment),
    customer_name: o.customer_name,
    items: items.map((item) => ({
      product_id: item.product_id,
      variant_id: item.variant_id,
      title: item.title,
      variant_title: item.variant_title,
      unit_price: senToMyr(item.unit_price_sen),
      quantity: item.quantity,
      amount: senToMyr(item.amount_sen),
    })),
    subtotal: senToMyr(o.subtotal_sen),
    shipping: senToMyr(o.shipping_sen),
    shipping_name: o.shipping_name,
    discount: row.discount ? { code: row.discount.code, amount: senToMyr(row.discount.amount_sen) } : null,
    total: senToMyr(o.total_sen),
    weight: gramsToKg(o.weight_grams),
    bill: bill
      ? {
          uuid: bill.id,
          invoice_no: bill.invoice_no,
          status: bill.status,
          payment_url: billPaymentUrl(publicUrl, bill.id),
        }
      : null,
    created_at: o.created_at.toISOString(),
  }
}

function merchantView(publicUrl: string, row: Joined, items: ItemRow[]): Order {
  const o = row.order
  const address = o.address
  const stateId = address.state_id ?? ''
  return {
    ...publicView(publicUrl, row, items),
    id: o.id,
    store_name: row.store_name,
    customer_email: o.customer_email,
    customer_phone: o.customer_phone,
    address: {
      line1: address.line1 ?? '',
      line2: address.line2 ?? null,
      postcode: address.postcode ?? '',
      locality_id: address.locality_id ?? '',
      state_id: stateId,
      state: MALAYSIAN_STATES.find((s) => s.id === stateId)?.name ?? address.state ?? '',
    },
    shipment: row.shipment?.id ? shipmentView(row.shipment) : null,
  }
}

async function itemsOf(deps: Deps, orderIds: string[]) {
  const { db } = deps
  if (orderIds.length === 0) return []
  // order_items keeps no cart position: by title reads predictably on the invoice and the packing list.
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.order_id, orderIds))
    .orderBy(asc(orderItems.title), asc(orderItems.variant_title), asc(orderItems.id))
}

export async function publicOrder(
  deps: Deps,
  publicUrl: string,
  orderNo: string,
): Promise<PublicOrder | null> {
  const [row] = await joined(deps).where(eq(orders.order_no, orderNo))
  if (!row) return null
  const [items, merchant] = await Promise.all([
    itemsOf(deps, [row.order.id]),
    publicMerchantProfile(deps, row.order.account_id),
  ])
  return { ...publicView(publicUrl, row, items), merchant }
}

export async function ownedOrder(
  deps: Deps,
  publicUrl: string,
  accountId: string,
  id: string,
): Promise<Order> {
  const [row] = await joined(deps).where(ownedRecord(orders, accountId, id))
  if (!row) throw notFound('Order')
  return merchantView(publicUrl, row, await itemsOf(deps, [id]))
}

export type OrderListQuery = ListQuery & {
  sort: 'created_at' | 'order_no' | 'total'
  status?: PublicOrder['status'] | undefined
  store_id?: string | undefined
}

/** The same rule as orderStatus, in SQL, so the list can filter and count by the status shoppers see. */
const derivedStatus = sql<string>`case
  when ${orders.status} = 'cancelled' or ${bills.status} in ('cancelled', 'expired') then 'cancelled'
  when ${bills.status} is distinct from 'paid' then 'pending_payment'
  when ${shipments.status} = 'ready' then 'processing'
  when ${shipments.status} in ('picked_up', 'in_transit') then 'shipped'
  when ${shipments.status} = 'delivered' then 'delivered'
  else 'paid' end`

const SORTS = { created_at: orders.created_at, order_no: orders.order_no, total: orders.total_sen }

export function listOrders(deps: Deps, publicUrl: string, accountId: string, query: OrderListQuery) {
  const { db } = deps
  const where = and(
    eq(orders.account_id, accountId),
    query.store_id ? eq(orders.store_id, query.store_id) : undefined,
    searchIn(query.search, orders.order_no),
    query.status ? sql`${derivedStatus} = ${query.status}` : undefined,
  )
  const counted = db
    .select({ n: count() })
    .from(orders)
    .leftJoin(bills, eq(bills.id, orders.bill_id))
    .leftJoin(shipments, eq(shipments.order_id, orders.id))
    .where(where)
  return readPage(query, {
    rows: joined(deps).where(where).$dynamic(),
    // The status filter reads the bill and the shipment, so the count joins them too.
    total: counted.then(([row]) => row?.n ?? 0),
    sortBy: SORTS[query.sort],
    tieBreak: orders.id,
    toApi: async (rows) => {
      const items = await itemsOf(
        deps,
        rows.map((row) => row.order.id),
      )
      return rows.map((row) =>
        merchantView(
          publicUrl,
          row,
          items.filter((item) => item.order_id === row.order.id),
        ),
      )
    },
  })
}
