// The product form's values, rules and the payload they become. Money and weights stay text while typed.
import type { Product, ProductInput } from '@/contract/catalogue.ts'
import type { Locale } from '@/lib/validation/messages.ts'
import { validateForm, type FormSchema } from '@/lib/validation/validate.ts'

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

const MONEY = /^\d{1,7}(\.\d{1,2})?$/
const KG = /^\d{1,4}(\.\d{1,3})?$/
const WHOLE = /^\d{1,7}$/

const RULES: FormSchema = {
  title: ['required', ['max', 200]],
  price: ['required', ['regex', MONEY], ['min_value', 0.01]],
  weight: [['regex', KG]],
  stock: [['regex', WHOLE]],
  min_purchase_quantity: ['required', ['regex', WHOLE], ['min_value', 1]],
  max_purchase_quantity: [
    ['regex', WHOLE],
    ['min_value', 1],
  ],
}

export function validateProduct(values: ProductFormValues, locale: Locale): Record<string, string> {
  const { tags: _tags, image_ids: _images, product_variant_enable: _v, is_active: _a, ...text } = values
  const errors = validateForm(text, RULES, locale)
  const min = Number(values.min_purchase_quantity)
  const max = Number(values.max_purchase_quantity)
  if (!errors.max_purchase_quantity && values.max_purchase_quantity !== '' && max < min)
    errors.max_purchase_quantity =
      'The maximum purchase quantity must be at least the minimum purchase quantity'
  if (values.subcategory_id && !values.category_id)
    errors.category_id = 'Choose the category of the subcategory'
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
