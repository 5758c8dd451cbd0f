// Product variants: a custom price is required when custom pricing is on; a variant belongs to the
// caller's product. Bulk creation adds all rows or none.
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import {
  MAX_PRODUCT_VARIANTS,
  gramsToKg,
  kgToGrams,
  type Variant,
  type VariantFieldsSchema,
  type VariantUpdateSchema,
} from '../../../src/contract/catalogue.ts'
import { myrToSen, senToMyr } from '../../../src/lib/money.ts'
import { products, productVariants } from '../../db/schema/index.ts'
import { validationError } from '../../errors.ts'
import { requireRoom } from '../record-limits.ts'
import type { Deps } from '../../deps.ts'
import { deleteOwnedRecord, findOwnedRecord, ownedRecord } from '../owned-records.ts'

export type VariantFields = v.InferOutput<typeof VariantFieldsSchema>
export type VariantUpdate = v.InferOutput<typeof VariantUpdateSchema>
export type VariantRow = typeof productVariants.$inferSelect

export const variantToApi = (row: VariantRow): Variant => ({
  id: row.id,
  product_id: row.product_id,
  title: row.title,
  sku: row.sku,
  custom_pricing_enable: row.custom_pricing_enable,
  custom_pricing_price: row.custom_pricing_price_sen === null ? null : senToMyr(row.custom_pricing_price_sen),
  weight: gramsToKg(row.weight_grams),
  stock: row.stock,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
})

async function requireOwnProduct(deps: Deps, accountId: string, productId: string, field = 'product_id') {
  const { db } = deps
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(ownedRecord(products, accountId, productId))
  if (!row) throw validationError({ [field]: 'The selected product does not exist' })
}

function toColumns(input: VariantUpdate) {
  return {
    ...(input.title !== undefined && { title: input.title }),
    ...(input.sku !== undefined && { sku: input.sku }),
    ...(input.custom_pricing_enable !== undefined && { custom_pricing_enable: input.custom_pricing_enable }),
    ...(input.custom_pricing_price !== undefined && {
      custom_pricing_price_sen:
        input.custom_pricing_price === null ? null : myrToSen(input.custom_pricing_price),
    }),
    ...(input.weight !== undefined && { weight_grams: kgToGrams(input.weight) }),
    ...(input.stock !== undefined && { stock: input.stock }),
  }
}

/** The rule that spans fields, on the values the variant will have; `prefix` names the row in bulk. */
function checkPricing(enabled: boolean, priceSen: number | null, prefix = '') {
  if (enabled && priceSen === null)
    throw validationError({
      [`${prefix}custom_pricing_price`]: 'The custom price is required when custom pricing is on',
    })
}

export async function createVariants(
  deps: Deps,
  accountId: string,
  productId: string,
  rows: VariantFields[],
  bulk: boolean,
): Promise<Variant[]> {
  const { db } = deps
  const now = deps.clock.now()
  await requireOwnProduct(deps, accountId, productId)
  await requireRoom(
    deps,
    productVariants,
    eq(productVariants.product_id, productId),
    MAX_PRODUCT_VARIANTS,
    `A product has at most ${MAX_PRODUCT_VARIANTS} variants: remove some before adding ${rows.length}`,
    rows.length,
  )
  rows.forEach((row, index) =>
    checkPricing(
      row.custom_pricing_enable ?? false,
      row.custom_pricing_price ? 1 : null,
      bulk ? `variants.${index}.` : '',
    ),
  )
  const created = await db
    .insert(productVariants)
    // Variants list in creation order and the table has no position column: rows of one bulk call get
    // timestamps a millisecond apart so they keep the order they were sent in.
    .values(
      rows.map((row, index) => ({
        ...toColumns(row),
        title: row.title,
        product_id: productId,
        account_id: accountId,
        created_at: new Date(now.getTime() + index),
        updated_at: now,
      })),
    )
    .returning()
  return created.map(variantToApi)
}

export async function updateVariant(
  deps: Deps,
  accountId: string,
  id: string,
  input: VariantUpdate,
): Promise<Variant> {
  const { db } = deps
  const now = deps.clock.now()
  const current = await findOwnedRecord(deps, productVariants, 'Variant', accountId, id)
  const changes = toColumns(input)
  checkPricing(
    changes.custom_pricing_enable ?? current.custom_pricing_enable,
    changes.custom_pricing_price_sen !== undefined
      ? changes.custom_pricing_price_sen
      : current.custom_pricing_price_sen,
  )
  const [row] = await db
    .update(productVariants)
    .set({ ...changes, updated_at: now })
    .where(eq(productVariants.id, id))
    .returning()
  return variantToApi(row!)
}

export async function deleteVariant(deps: Deps, accountId: string, id: string): Promise<void> {
  await deleteOwnedRecord(deps, productVariants, 'Variant', accountId, id)
}
