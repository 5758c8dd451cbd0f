// Checkout: the shopper's cart becomes an order, its items, a pending shipment and a bill of the store's
// default collection. Prices, weights and delivery come from the database, never from the client. Stock is
// taken with a conditional update inside the same transaction, so two shoppers cannot buy the last item
// twice.
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Checkout } from '../../../src/contract/storefront.ts'
import { MALAYSIAN_STATES } from '../../../src/contract/states.ts'
import { cartWeightGrams, gramsToKg } from '../../../src/lib/delivery-price.ts'
import { formatSen, myrToSen, senToMyr } from '../../../src/lib/money.ts'
import {
  collections,
  orderItems,
  orders,
  products,
  productVariants,
  shipments,
  storeProducts,
} from '../../db/schema/index.ts'
import { conflict, validationError } from '../../errors.ts'
import type { Deps } from '../../deps.ts'
import type { ProductRow } from '../catalogue/products.ts'
import { sellableProduct, sellableVariant } from '../catalogue/sellable.ts'
import type { VariantRow } from '../catalogue/variants.ts'
import { createBill } from '../payments/bills.ts'
import { recordRedemption, redeemCode, type Redemption } from '../discounts/redeem.ts'
import { notifyOrderPlaced } from '../notifications/order-notices.ts'
import { publishLive } from '../live/publish.ts'
import { newOrderNo } from '../references.ts'
import { quoteDelivery } from '../shipping/delivery.ts'
import type { StoreRow } from '../stores/public-store.ts'

interface PricedLine {
  product: ProductRow
  variant: VariantRow | null
  quantity: number
  unit_price_sen: number
  weight_grams: number | null
}

/** Checks every line against what the store sells; the breakdown names the line that is wrong. */
export async function priceLines(
  deps: Deps,
  store: StoreRow,
  items: Checkout['items'],
): Promise<PricedLine[]> {
  const { db } = deps
  const productIds = [...new Set(items.map((item) => item.product_id))]
  const variantIds = items.map((item) => item.variant_id).filter((id): id is string => Boolean(id))
  const [sold, variants] = await Promise.all([
    db
      .select({ product: products })
      .from(storeProducts)
      .innerJoin(products, eq(products.id, storeProducts.product_id))
      .where(
        and(
          eq(storeProducts.store_id, store.id),
          inArray(storeProducts.product_id, productIds),
          eq(products.account_id, store.account_id),
          sellableProduct,
        ),
      ),
    variantIds.length
      ? db
          .select()
          .from(productVariants)
          .where(and(inArray(productVariants.id, variantIds), sellableVariant))
      : Promise.resolve([]),
  ])
  const breakdown: Record<string, string> = {}
  const lines: PricedLine[] = []
  items.forEach((item, index) => {
    const product = sold.find((row) => row.product.id === item.product_id)?.product
    if (!product) {
      breakdown[`items.${index}.product_id`] = 'This store does not sell this product'
      return
    }
    const variant = item.variant_id
      ? (variants.find((row) => row.id === item.variant_id && row.product_id === product.id) ?? null)
      : null
    if (item.variant_id && !variant)
      breakdown[`items.${index}.variant_id`] = `No option of ${product.title} has this id`
    else if (product.product_variant_enable && !variant)
      breakdown[`items.${index}.variant_id`] = `Choose an option of ${product.title}`
    else if (!product.product_variant_enable && variant)
      breakdown[`items.${index}.variant_id`] = `${product.title} has no options`
    // SPEC §4: the variant's custom price when custom pricing is on, else the product price.
    const price =
      variant?.custom_pricing_enable && variant.custom_pricing_price_sen !== null
        ? variant.custom_pricing_price_sen
        : product.price_sen
    lines.push({
      product,
      variant,
      quantity: item.quantity,
      unit_price_sen: price,
      weight_grams: variant?.weight_grams ?? product.weight_grams,
    })
  })
  // Purchase limits are per product, however many lines (options) the cart splits it into.
  for (const product of new Set(lines.map((line) => line.product))) {
    const quantity = lines
      .filter((line) => line.product === product)
      .reduce((sum, line) => sum + line.quantity, 0)
    const index = items.findIndex((item) => item.product_id === product.id)
    if (quantity < product.min_purchase_quantity)
      breakdown[`items.${index}.quantity`] =
        `Buy at least ${product.min_purchase_quantity} of ${product.title}`
    if (product.max_purchase_quantity !== null && quantity > product.max_purchase_quantity)
      breakdown[`items.${index}.quantity`] =
        `Buy at most ${product.max_purchase_quantity} of ${product.title}`
  }
  if (Object.keys(breakdown).length > 0) throw validationError(breakdown, 'Please check your cart')
  return lines
}

/**
 * Takes stock from the variant when it counts its own, else from the product; untracked stock is never short.
 */
async function takeStock(deps: Deps, line: PricedLine): Promise<void> {
  const { db: tx } = deps
  const title = line.variant ? `${line.product.title} (${line.variant.title})` : line.product.title
  if (line.variant && line.variant.stock !== null) {
    const taken = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} - ${line.quantity}` })
      .where(and(eq(productVariants.id, line.variant.id), sql`${productVariants.stock} >= ${line.quantity}`))
      .returning({ id: productVariants.id })
    if (taken.length === 0) {
      const [now] = await tx
        .select({ stock: productVariants.stock })
        .from(productVariants)
        .where(eq(productVariants.id, line.variant.id))
      throw conflict(`Only ${now?.stock ?? 0} left of ${title}`)
    }
    return
  }
  if (line.product.stock === null) return
  const taken = await tx
    .update(products)
    .set({ stock: sql`${products.stock} - ${line.quantity}` })
    .where(and(eq(products.id, line.product.id), sql`${products.stock} >= ${line.quantity}`))
    .returning({ id: products.id })
  if (taken.length === 0) {
    const [now] = await tx
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, line.product.id))
    throw conflict(`Only ${now?.stock ?? 0} left of ${title}`)
  }
}

export async function placeOrder(deps: Deps, store: StoreRow, input: Checkout): Promise<string> {
  const state = MALAYSIAN_STATES.find((s) => s.id === input.address.state_id)
  if (!state) throw validationError({ 'address.state_id': 'Choose a Malaysian state' })
  const [collection] = store.store_collection_id
    ? await deps.db.select().from(collections).where(eq(collections.id, store.store_collection_id))
    : []
  if (!collection || collection.record_status !== 1)
    throw conflict('This store is not taking orders yet: it has no active collection for its bills')

  const lines = await priceLines(deps, store, input.items)
  const subtotal = lines.reduce((sum, line) => sum + line.unit_price_sen * line.quantity, 0)
  const weight = cartWeightGrams(lines)
  const quote = await quoteDelivery(deps, store, state.id, gramsToKg(weight), subtotal)
  if (!quote.zone)
    throw validationError({ 'address.state_id': `This store does not deliver to ${state.name}` })
  const delivery = quote.options.find((option) => option.rate_id === input.rate_id)
  if (!delivery)
    throw validationError({ rate_id: 'This delivery option is not available for this address and cart' })
  // An order queued offline was priced on the shopper's phone: never charge a delivery price they did not
  // see.
  if (input.delivery_price !== undefined && myrToSen(input.delivery_price) !== delivery.price_sen)
    throw validationError({
      delivery_price: `Delivery now costs ${formatSen(delivery.price_sen)}, not the ${formatSen(myrToSen(input.delivery_price))} shown when you placed the order. Put the items back in the cart to order at the new price.`,
    })

  const now = deps.clock.now()
  const orderNo = newOrderNo(now)
  await deps.db.transaction(async (tx) => {
    const txDeps = { ...deps, db: tx }
    // The code first: its row lock orders concurrent orders for its last use
    // (server/services/discounts/redeem.ts).
    const discount: Redemption | null = input.discount_code
      ? await redeemCode(
          txDeps,
          store.account_id,
          input.discount_code,
          {
            storeId: store.id,
            subtotalSen: subtotal,
            shippingSen: delivery.price_sen,
            shownSen: input.discount_amount === undefined ? undefined : myrToSen(input.discount_amount),
            now,
          },
          input.customer,
        )
      : null
    const total = subtotal + delivery.price_sen - (discount?.amount_sen ?? 0)
    for (const line of lines) await takeStock(txDeps, line)
    const bill = await createBill(txDeps, store.account_id, {
      collection_id: collection.id,
      payer_name: input.customer.name,
      payer_email: input.customer.email,
      payer_phone: input.customer.phone ?? null,
      description: `Order ${orderNo} at ${store.name}`,
      amount: senToMyr(total),
      due_date: null,
      customer_id: null,
    })
    const [order] = await tx
      .insert(orders)
      .values({
        account_id: store.account_id,
        store_id: store.id,
        order_no: orderNo,
        customer_name: input.customer.name,
        customer_email: input.customer.email,
        customer_phone: input.customer.phone ?? null,
        address: { ...input.address, line2: input.address.line2 ?? null, state: state.name },
        shipping_rate_id: delivery.rate_id,
        shipping_name: delivery.name,
        subtotal_sen: subtotal,
        shipping_sen: delivery.price_sen,
        total_sen: total,
        weight_grams: weight,
        bill_id: bill.id,
        created_at: now,
        updated_at: now,
      })
      .returning({ id: orders.id })
    await tx.insert(orderItems).values(
      lines.map((line) => ({
        order_id: order!.id,
        product_id: line.product.id,
        variant_id: line.variant?.id ?? null,
        title: line.product.title,
        variant_title: line.variant?.title ?? null,
        unit_price_sen: line.unit_price_sen,
        quantity: line.quantity,
        weight_grams: cartWeightGrams([line]),
        amount_sen: line.unit_price_sen * line.quantity,
      })),
    )
    if (discount)
      await recordRedemption(txDeps, {
        ...discount,
        account_id: store.account_id,
        order_id: order!.id,
        store_id: store.id,
        shopper: input.customer,
        now,
      })
    await tx
      .insert(shipments)
      .values({ account_id: store.account_id, order_id: order!.id, created_at: now, updated_at: now })
    // order.placed and stock.low notifications, by the account's settings
    // (src/contract/notification-settings.ts).
    await notifyOrderPlaced(
      txDeps,
      {
        accountId: store.account_id,
        orderNo,
        storeName: store.name,
        customerName: input.customer.name,
        totalSen: total,
        lines: lines.map((line) => ({
          productId: line.product.id,
          variantId: line.variant?.id ?? null,
          title: line.product.title,
          quantity: line.quantity,
        })),
      },
      now,
    )
    await publishLive(txDeps, {
      accountId: store.account_id,
      type: 'order.placed',
      subjectId: order!.id,
      data: { order_no: orderNo, amount: senToMyr(total), store_name: store.name },
    })
  })
  return orderNo
}
