// What a shopper can buy: an active product that was not deleted, and its options that were not deleted.
import { and, eq, type SQL } from 'drizzle-orm'
import { products, productVariants } from '../../db/schema/index.ts'

export const sellableProduct: SQL = and(eq(products.is_active, true), eq(products.record_status_id, 1))!

export const sellableVariant: SQL = eq(productVariants.record_status_id, 1)
