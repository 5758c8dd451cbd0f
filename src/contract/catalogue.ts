// The merchant catalogue (SPEC §7 Products, Images): products with variants, categories, subcategories,
// tags, the image library and image analysis. Shapes shared by the server and the console.
//
// Decisions where SPEC says "not shown":
// - Money is MYR text with 2 decimals; weights are kilograms with up to 3 decimals (the database keeps
//   grams); stock null means "not tracked" (never sold out).
// - Deleting a category that still has subcategories or products answers 4090 and names how many use it;
//   the same for a subcategory used by products and for an image used by products or a store logo.
//   Deleting a tag unlinks it from its products.
// - POST products, product-categories and product-subcategory create (SPEC §7 lists them among the
//   "POST lists", but POST is also their create call); their lists are GET with skip/limit/sort/search.
// - PUT products/bulk/update-product takes {products: [{id, price?, stock?, is_active?}]} and applies
//   all of it or nothing; POST product-variants/bulk/create-product-variant takes {product_id, variants}.
// - Image bytes are public at /api/v1/cdn/images/{id} (original) and /thumb (400x400 WebP crop), so
//   storefronts can show them; ids are random UUIDs and images never change, so they cache forever.
import * as v from 'valibot'
import { listOf } from './envelope.ts'
import { MAX_PRODUCT_IMAGES, MAX_PRODUCT_TAGS, MAX_PRODUCT_VARIANTS } from './product-limits.ts'
import { myrAmount, MyrAmountSchema } from './money.ts'
import { count, optionalText, recordId, requiredText, weightKg } from './fields.ts'
import { message } from './messages.ts'

/** Where the sandbox CDN serves an image's bytes (same origin as the app). */
export const imageUrl = (id: string) => `/api/v1/cdn/images/${id}`
export const imageThumbUrl = (id: string) => `/api/v1/cdn/images/${id}/thumb`

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024
/** Thumbnails are THUMB_PIXELS square WebP files, never larger than MAX_THUMB_BYTES. */
export const THUMB_PIXELS = 400
export const MAX_THUMB_BYTES = 512 * 1024
export const MAX_BULK_IMAGES = 10
export const IMAGE_TYPES = ['png', 'jpeg', 'webp', 'gif'] as const
export {
  MAX_CATEGORIES,
  MAX_PRODUCT_IMAGES,
  MAX_PRODUCT_TAGS,
  MAX_PRODUCT_VARIANTS,
  MAX_SUBCATEGORIES,
} from './product-limits.ts'
/** Image analysis names at most this many colours and suggests at most this many tags. */
export const MAX_PALETTE = 5
export const MAX_SUGGESTED_TAGS = 10
export const MAX_BULK_ROWS = 500
export const TAG_LIST_LIMIT = 1000

const RecordId = (label: string) => recordId(label, 'id')
const optionalId = (label: string) => v.optional(v.nullable(RecordId(label)))

/** Kilograms with up to 3 decimals (whole grams), 0 to 1000 kg. */
export const WeightKgSchema = weightKg(1000)
const optionalWeight = v.optional(v.nullable(WeightKgSchema))

const optionalStock = v.optional(v.nullable(count('stock', 0)))

// ----- categories and subcategories -----

export const CategoryCreateSchema = v.strictObject({
  title: requiredText('title', 120),
  description: optionalText('description', 1000),
  is_active: v.optional(v.boolean('is_active must be true or false')),
})
export const CategoryUpdateSchema = v.partial(CategoryCreateSchema)
export type CategoryInput = v.InferInput<typeof CategoryCreateSchema>

export const CategorySchema = v.object({
  id: v.string(),
  title: v.string(),
  description: v.nullable(v.string()),
  is_active: v.boolean(),
  /** 1 active, 2 inactive (follows is_active; SPEC §3 common fields). */
  record_status_id: v.number(),
  subcategory_count: v.number(),
  product_count: v.number(),
  created_at: v.string(),
  updated_at: v.string(),
})
export type Category = v.InferOutput<typeof CategorySchema>

export const SubcategoryCreateSchema = v.strictObject({
  category_id: recordId('category', 'choose_category'),
  title: requiredText('title', 120),
  description: optionalText('description', 1000),
  is_active: v.optional(v.boolean('is_active must be true or false')),
})
export const SubcategoryUpdateSchema = v.partial(SubcategoryCreateSchema)
export type SubcategoryInput = v.InferInput<typeof SubcategoryCreateSchema>

export const SubcategorySchema = v.object({
  id: v.string(),
  category_id: v.string(),
  category_title: v.string(),
  title: v.string(),
  description: v.nullable(v.string()),
  is_active: v.boolean(),
  record_status_id: v.number(),
  product_count: v.number(),
  created_at: v.string(),
  updated_at: v.string(),
})
export type Subcategory = v.InferOutput<typeof SubcategorySchema>

export const TaxonomyListQueryFilters = {
  /** Subcategories of one category. */
  category_id: v.optional(RecordId('category')),
}

// ----- tags -----

export const TagNameSchema = v.pipe(
  v.string('A tag must be text'),
  v.trim(),
  v.nonEmpty(message('tag_empty')),
  v.maxLength(50, message('tag_max', { length: 50 })),
)
export const TagCreateSchema = v.strictObject({ name: TagNameSchema })
export const TagUpdateSchema = TagCreateSchema
export const TagSchema = v.object({
  id: v.string(),
  name: v.string(),
  created_at: v.string(),
  updated_at: v.string(),
})
export type Tag = v.InferOutput<typeof TagSchema>

/** One spelling per tag whatever the case: "Kopi " and "kopi" are the same tag. */
export const tagKey = (name: string) => name.trim().toLowerCase()

// ----- images -----

export const ImageAnalysisColourSchema = v.object({
  hex: v.string(),
  name: v.string(),
  /** Share of the picture in this colour family, 0–1 (palette only). */
  share: v.optional(v.number()),
})
export type ImageAnalysisColour = v.InferOutput<typeof ImageAnalysisColourSchema>

export const ImageAnalysisSchema = v.object({
  width: v.number(),
  height: v.number(),
  format: v.string(),
  has_alpha: v.boolean(),
  byte_size: v.number(),
  orientation: v.picklist(['portrait', 'landscape', 'square']),
  dominant: ImageAnalysisColourSchema,
  palette: listOf(ImageAnalysisColourSchema, MAX_PALETTE),
  suggested_tags: listOf(v.string(), MAX_SUGGESTED_TAGS),
})
export type ImageAnalysis = v.InferOutput<typeof ImageAnalysisSchema>

export const CloudImageSchema = v.object({
  id: v.string(),
  file_name: v.string(),
  content_type: v.string(),
  width: v.number(),
  height: v.number(),
  byte_size: v.number(),
  url: v.string(),
  thumb_url: v.string(),
  analysis: v.nullable(ImageAnalysisSchema),
  created_at: v.string(),
  updated_at: v.string(),
})
export type CloudImage = v.InferOutput<typeof CloudImageSchema>

export const ImageUpdateSchema = v.strictObject({
  file_name: v.pipe(
    v.string('The file name must be text'),
    v.trim(),
    v.nonEmpty('The file name is required'),
    v.maxLength(200, 'The file name may not be greater than 200 characters'),
  ),
})

/** JSON form of ai/analyze-image: a library image; the multipart form sends the file itself. */
export const AnalyzeImageSchema = v.strictObject({ image_id: RecordId('image') })

// ----- products -----

export const ProductCreateSchema = v.strictObject({
  title: requiredText('title', 200),
  /** HTML from the rich-text editor; the server keeps only the allowed tags (src/lib/rich-text.ts). */
  description: v.optional(
    v.nullable(
      v.pipe(
        v.string('The description must be text'),
        v.maxLength(50_000, 'The description may not be greater than 50,000 characters'),
      ),
    ),
  ),
  price: myrAmount('price'),
  weight: optionalWeight,
  stock: optionalStock,
  min_purchase_quantity: v.optional(count('minimum purchase quantity', 1)),
  max_purchase_quantity: v.optional(v.nullable(count('maximum purchase quantity', 1))),
  product_variant_enable: v.optional(v.boolean('product_variant_enable must be true or false')),
  category_id: optionalId('category'),
  subcategory_id: optionalId('subcategory'),
  /** Tag names; missing tags are created. */
  tags: v.optional(
    v.pipe(
      v.array(TagNameSchema, 'Tags must be a list of names'),
      v.maxLength(MAX_PRODUCT_TAGS, `At most ${MAX_PRODUCT_TAGS} tags`),
    ),
  ),
  /** Existing tags by id (with or instead of names). */
  tag_ids: v.optional(
    v.pipe(
      v.array(RecordId('tag'), 'tag_ids must be a list of ids'),
      v.maxLength(MAX_PRODUCT_TAGS, `At most ${MAX_PRODUCT_TAGS} tags`),
    ),
  ),
  /** Library images in display order; the first is the cover. */
  image_ids: v.optional(
    v.pipe(
      v.array(RecordId('image'), 'image_ids must be a list of ids'),
      v.maxLength(MAX_PRODUCT_IMAGES, `At most ${MAX_PRODUCT_IMAGES} images`),
    ),
  ),
  is_active: v.optional(v.boolean('is_active must be true or false')),
})
export const ProductUpdateSchema = v.partial(ProductCreateSchema)
export type ProductInput = v.InferInput<typeof ProductCreateSchema>

export const ProductListFilters = {
  category_id: v.optional(RecordId('category')),
  is_active: v.optional(
    v.pipe(
      v.picklist(['true', 'false'], 'is_active is true or false'),
      v.transform((text) => text === 'true'),
    ),
  ),
}
export { PRODUCT_SORTS } from './list-choices.ts'

/** What one bulk update changes on every chosen product; an absent field is kept. */
export const BulkProductChangeSchema = v.strictObject({
  price: v.optional(myrAmount('price')),
  stock: optionalStock,
  is_active: v.optional(v.boolean('is_active must be true or false')),
})

export const BulkProductUpdateSchema = v.strictObject({
  products: v.pipe(
    v.array(
      v.strictObject({ id: RecordId('product'), ...BulkProductChangeSchema.entries }),
      'products must be a list',
    ),
    v.minLength(1, 'Choose at least one product'),
    v.maxLength(MAX_BULK_ROWS, `At most ${MAX_BULK_ROWS} products at once`),
  ),
})
export type BulkProductUpdate = v.InferInput<typeof BulkProductUpdateSchema>

const variantFields = {
  title: requiredText('title', 120),
  sku: optionalText('SKU', 64),
  custom_pricing_enable: v.optional(v.boolean('custom_pricing_enable must be true or false')),
  custom_pricing_price: v.optional(v.nullable(MyrAmountSchema)),
  weight: optionalWeight,
  stock: optionalStock,
}
export const VariantFieldsSchema = v.strictObject(variantFields)
export const VariantCreateSchema = v.strictObject({ product_id: RecordId('product'), ...variantFields })
export const VariantUpdateSchema = v.partial(VariantFieldsSchema)
export const BulkVariantCreateSchema = v.strictObject({
  product_id: RecordId('product'),
  variants: v.pipe(
    v.array(VariantFieldsSchema, 'variants must be a list'),
    v.minLength(1, 'Add at least one variant'),
    v.maxLength(100, 'At most 100 variants at once'),
  ),
})
export type VariantInput = v.InferInput<typeof VariantFieldsSchema>

export const VariantSchema = v.object({
  id: v.string(),
  product_id: v.string(),
  title: v.string(),
  sku: v.nullable(v.string()),
  custom_pricing_enable: v.boolean(),
  custom_pricing_price: v.nullable(v.string()),
  weight: v.nullable(v.number()),
  stock: v.nullable(v.number()),
  created_at: v.string(),
  updated_at: v.string(),
})
export type Variant = v.InferOutput<typeof VariantSchema>

export const ProductImageSchema = v.object({ id: v.string(), url: v.string(), thumb_url: v.string() })

export const ProductSchema = v.object({
  id: v.string(),
  title: v.string(),
  description: v.nullable(v.string()),
  price: v.string(),
  weight: v.nullable(v.number()),
  stock: v.nullable(v.number()),
  min_purchase_quantity: v.number(),
  max_purchase_quantity: v.nullable(v.number()),
  product_variant_enable: v.boolean(),
  category_id: v.nullable(v.string()),
  category_title: v.nullable(v.string()),
  subcategory_id: v.nullable(v.string()),
  subcategory_title: v.nullable(v.string()),
  tags: listOf(v.object({ id: v.string(), name: v.string() }), MAX_PRODUCT_TAGS),
  image_ids: listOf(v.string(), MAX_PRODUCT_IMAGES),
  images: listOf(ProductImageSchema, MAX_PRODUCT_IMAGES),
  variants: listOf(VariantSchema, MAX_PRODUCT_VARIANTS),
  is_active: v.boolean(),
  record_status_id: v.number(),
  created_at: v.string(),
  updated_at: v.string(),
})
export type Product = v.InferOutput<typeof ProductSchema>

/** Grams in the database, kilograms in the API. */
export const gramsToKg = (grams: number | null) => (grams === null ? null : grams / 1000)
export const kgToGrams = (kg: number | null | undefined) =>
  kg === null || kg === undefined ? null : Math.round(kg * 1000)
