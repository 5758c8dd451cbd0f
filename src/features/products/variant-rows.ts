// Variant rows as the editor holds them (text while typed) and the payload each becomes.
import type { Variant, VariantInput } from '@/contract/catalogue.ts'

export interface VariantRow {
  /** The saved variant's id; absent for a row not saved yet. */
  id?: string
  /** Stable React key for new rows. */
  key: string
  title: string
  sku: string
  custom_pricing_enable: boolean
  custom_pricing_price: string
  weight: string
  stock: string
}

let counter = 0
export const newVariantRow = (): VariantRow => ({
  key: `new-${++counter}`,
  title: '',
  sku: '',
  custom_pricing_enable: false,
  custom_pricing_price: '',
  weight: '',
  stock: '',
})

export const variantToRow = (variant: Variant): VariantRow => ({
  id: variant.id,
  key: variant.id,
  title: variant.title,
  sku: variant.sku ?? '',
  custom_pricing_enable: variant.custom_pricing_enable,
  custom_pricing_price: variant.custom_pricing_price ?? '',
  weight: variant.weight === null ? '' : String(variant.weight),
  stock: variant.stock === null ? '' : String(variant.stock),
})

/** Field → message for one row, checked before anything is sent. */
export function checkVariantRow(row: VariantRow): Record<string, string> {
  const errors: Record<string, string> = {}
  if (!row.title.trim()) errors.title = 'The title field is required'
  else if (row.title.trim().length > 120)
    errors.title = 'The title field may not be greater than 120 characters'
  if (row.sku.length > 64) errors.sku = 'The SKU field may not be greater than 64 characters'
  if (row.custom_pricing_enable) {
    if (!row.custom_pricing_price.trim())
      errors.custom_pricing_price = 'The custom price is required when custom pricing is on'
    else if (
      !/^\d{1,7}(\.\d{1,2})?$/.test(row.custom_pricing_price.trim()) ||
      Number(row.custom_pricing_price) < 0.01
    )
      errors.custom_pricing_price = 'Enter a price of at least RM 0.01 with at most 2 decimals'
  }
  if (row.weight && !/^\d{1,4}(\.\d{1,3})?$/.test(row.weight.trim()))
    errors.weight = 'Enter kg with at most 3 decimals'
  if (row.stock && !/^\d{1,7}$/.test(row.stock.trim()))
    errors.stock = 'Enter a whole number, or leave empty for untracked'
  return errors
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim())

export function variantPayload(row: VariantRow): VariantInput {
  return {
    title: row.title.trim(),
    sku: orNull(row.sku),
    custom_pricing_enable: row.custom_pricing_enable,
    // A custom price is kept only while custom pricing is on.
    custom_pricing_price: row.custom_pricing_enable ? orNull(row.custom_pricing_price) : null,
    weight: row.weight.trim() === '' ? null : Number(row.weight),
    stock: row.stock.trim() === '' ? null : Number(row.stock),
  }
}
