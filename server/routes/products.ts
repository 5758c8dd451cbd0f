// Products and their variants (SPEC §7 Products): list, read, create, change, bulk update, delete.
import { listOf } from '../../src/contract/envelope.ts'
import {
  BulkProductUpdateSchema,
  MAX_BULK_ROWS,
  MAX_PRODUCT_VARIANTS,
  BulkVariantCreateSchema,
  PRODUCT_SORTS,
  ProductCreateSchema,
  ProductListFilters,
  ProductSchema,
  ProductUpdateSchema,
  VariantCreateSchema,
  VariantSchema,
  VariantUpdateSchema,
} from '../../src/contract/catalogue.ts'
import { listQuerySchema } from '../http/list-query.ts'
import { defineRoutes } from '../http/define-routes.ts'
import { accountDeps } from '../http/record-routes.ts'
import {
  bulkUpdateProducts,
  createProduct,
  deleteProduct,
  getProduct,
  listProducts,
  updateProduct,
} from '../services/catalogue/products.ts'
import { createVariants, deleteVariant, updateVariant } from '../services/catalogue/variants.ts'

export const productRoutes = defineRoutes({ tag: 'Products', access: 'merchant' }, (r) => {
  r.records({
    id: 'products',
    path: '/products',
    label: 'Product',
    row: ProductSchema,
    list: {
      summary:
        'Products of the caller’s account; search by title, filter by category_id and is_active, sort by created_at, title or price',
      query: listQuerySchema(PRODUCT_SORTS, 'created_at', ProductListFilters),
      run: accountDeps(listProducts),
    },
    get: {
      summary: 'One product with its variants, tags and images',
      run: accountDeps(getProduct),
    },
    create: {
      summary: 'Create a product; tag names that do not exist yet are created; the description is sanitised',
      body: ProductCreateSchema,
      run: (deps, caller, body) => createProduct(deps, caller.accountId, body),
    },
    update: {
      summary: 'Change a product; only the fields sent change (tags and image_ids replace the lists)',
      body: ProductUpdateSchema,
      run: (deps, caller, id, body) => updateProduct(deps, caller.accountId, id, body),
    },
    delete: {
      // SPEC names this one in the singular.
      operationId: 'product.delete',
      path: '/product/:id',
      summary: 'Delete a product with its variants, tag links and store listings',
      run: accountDeps(deleteProduct),
    },
  })

  r.add({
    id: 'products.bulkUpdate',
    method: 'put',
    path: '/products/bulk/update-product',
    summary: 'Change price, stock or is_active of many products at once: all rows or none',
    body: BulkProductUpdateSchema,
    response: listOf(ProductSchema, MAX_BULK_ROWS),
    handler: async ({ deps, caller, body }) => {
      const updated = await bulkUpdateProducts(deps, caller.accountId, body)
      return {
        data: updated,
        description: `${updated.length} product${updated.length === 1 ? '' : 's'} updated`,
      }
    },
  })

  r.add({
    id: 'productVariants.create',
    method: 'post',
    path: '/product-variants',
    summary:
      'Add a variant to a product; custom_pricing_price is required when custom_pricing_enable is true',
    body: VariantCreateSchema,
    response: VariantSchema,
    handler: async ({ deps, caller, body }) => {
      const { product_id, ...fields } = body
      const [variant] = await createVariants(deps, caller.accountId, product_id, [fields], false)
      return { data: variant, description: 'Variant created' }
    },
  })

  r.add({
    id: 'productVariants.bulkCreate',
    method: 'post',
    path: '/product-variants/bulk/create-product-variant',
    summary: 'Add many variants to a product: all rows or none',
    body: BulkVariantCreateSchema,
    response: listOf(VariantSchema, MAX_PRODUCT_VARIANTS),
    handler: async ({ deps, caller, body }) => {
      const variants = await createVariants(deps, caller.accountId, body.product_id, body.variants, true)
      return {
        data: variants,
        description: `${variants.length} variant${variants.length === 1 ? '' : 's'} created`,
      }
    },
  })

  r.records({
    id: 'productVariants',
    path: '/product-variants',
    label: 'Variant',
    row: VariantSchema,
    update: {
      summary: 'Change a variant',
      body: VariantUpdateSchema,
      run: (deps, caller, id, body) => updateVariant(deps, caller.accountId, id, body),
    },
    delete: {
      summary: 'Delete a variant',
      run: accountDeps(deleteVariant),
    },
  })
})
