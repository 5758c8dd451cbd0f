// The product form's values, the payload they become and its check with the contract's product schema.
// Money and weights stay text while typed.
import * as v from 'valibot'
import { schemaErrors, type FieldErrors } from '@/app/forms/form-errors.ts'
import { ProductCreateSchema, type Product, type ProductInput } from '@/contract/catalogue.ts'
import { formatMessage, type Locale } from '@/contract/messages.ts'

export interface ProductFormValues {
  title: string
  description: string
  price: string
  weight: string
  stock: string
  min_purchase_quantity: string
  max_purchase_quantity: string
  product_variant_enable: boolean
  category_id: string
  subcategory_id: string
  tags: string[]
  image_ids: string[]
  is_active: boolean
}

export const PRODUCT_FIELDS = [
  'title',
  'description',
  'price',
  'weight',
  'stock',
  'min_purchase_quantity',
  'max_purchase_quantity',
  'category_id',
  'subcategory_id',
  'tags',
  'image_ids',
] as const

export const EMPTY_PRODUCT: ProductFormValues = {
  title: '',
  description: '',
  price: '',
  weight: '',
  stock: '',
  min_purchase_quantity: '1',
  max_purchase_quantity: '',
  product_variant_enable: false,
  category_id: '',
  subcategory_id: '',
  tags: [],
  image_ids: [],
  is_active: true,
}

// The category and subcategory come from the server's own lists (and it checks they are the merchant's).
const ProductFieldsSchema = v.omit(ProductCreateSchema, ['category_id', 'subcategory_id'])

/** Per-item messages (image_ids.0, tags.2) belong under their list's field. */
export function foldListErrors(errors: FieldErrors): FieldErrors {
  const folded: FieldErrors = {}
  for (const [path, text] of Object.entries(errors)) folded[path.replace(/\.\d+$/, '')] ??= text
  return folded
}

/** The contract's product check, plus the two rules across fields the server applies after it. */
export function validateProduct(values: ProductFormValues, locale: Locale): FieldErrors {
  const { category_id: _category, subcategory_id: _subcategory, ...fields } = productPayload(values)
  const errors = foldListErrors(schemaErrors(ProductFieldsSchema, fields, locale))
  const min = Number(values.min_purchase_quantity)
  const max = Number(values.max_purchase_quantity)
  if (!errors.max_purchase_quantity && values.max_purchase_quantity.trim() !== '' && max < min)
    errors.max_purchase_quantity = formatMessage('max_below_min', locale)
  if (values.subcategory_id && !values.category_id)
    errors.category_id = formatMessage('subcategory_category', locale)
  return errors
}

export function productToForm(product: Product): ProductFormValues {
  return {
    title: product.title,
    description: product.description ?? '',
    price: product.price,
    weight: product.weight === null ? '' : String(product.weight),
    stock: product.stock === null ? '' : String(product.stock),
    min_purchase_quantity: String(product.min_purchase_quantity),
    max_purchase_quantity:
      product.max_purchase_quantity === null ? '' : String(product.max_purchase_quantity),
    product_variant_enable: product.product_variant_enable,
    category_id: product.category_id ?? '',
    subcategory_id: product.subcategory_id ?? '',
    tags: product.tags.map((tag) => tag.name),
    image_ids: product.image_ids,
    is_active: product.is_active,
  }
}

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text))

/** Every field is sent, so clearing one in the edit form clears it on the server. */
export function productPayload(values: ProductFormValues): ProductInput {
  return {
    title: values.title.trim(),
    description: values.description.trim() === '' ? null : values.description,
    price: values.price.trim(),
    weight: numberOrNull(values.weight),
    stock: numberOrNull(values.stock),
    min_purchase_quantity: Number(values.min_purchase_quantity),
    max_purchase_quantity: numberOrNull(values.max_purchase_quantity),
    product_variant_enable: values.product_variant_enable,
    category_id: values.category_id || null,
    subcategory_id: values.subcategory_id || null,
    tags: values.tags,
    image_ids: values.image_ids,
    is_active: values.is_active,
  }
}
