// Variant rows as the editor holds them (text while typed) and the payload each becomes.
import { schemaErrors, type FieldErrors } from '@/app/forms/form-errors.ts'
import { VariantFieldsSchema, type Variant, type VariantInput } from '@/contract/catalogue.ts'
import { formatMessage, type Locale } from '@/contract/messages.ts'

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

/** Field → message for one row, checked before anything is sent: the contract's variant check, and the
 * server's rule that custom pricing needs its price. */
export function checkVariantRow(row: VariantRow, locale: Locale = 'en'): FieldErrors {
  const errors = schemaErrors(VariantFieldsSchema, variantPayload(row), locale)
  if (row.custom_pricing_enable && !row.custom_pricing_price.trim())
    errors.custom_pricing_price = formatMessage('custom_price_required', locale)
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
