// Products and their variants (SPEC §7 Products): list, read, create, change, bulk update, delete.
import * as v from 'valibot'
import {
  BulkProductUpdateSchema,
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
import { listDataSchema } from '../../src/contract/envelope.ts'
import type { Registry } from '../http/operation.ts'
import { IdParamsSchema } from '../http/validation.ts'
import { bulkUpdateProducts, createProduct, deleteProduct, getProduct, listProducts, updateProduct } from '../services/catalogue/products.ts'
import { createVariants, deleteVariant, updateVariant } from '../services/catalogue/variants.ts'
import { listQuerySchema } from '../services/resource.ts'

const ProductListQuery = v.object({ ...listQuerySchema([...PRODUCT_SORTS], 'created_at').entries, ...ProductListFilters })
const TAG = 'Products'

export function registerProductRoutes(r: Registry): void {
  r.add({
    id: 'products.list',
    method: 'get',
    path: '/products',
    summary: 'Products of the caller’s account; search by title, filter by category_id and is_active, sort by created_at, title or price',
    tag: TAG,
    access: 'merchant',
    query: ProductListQuery,
    response: listDataSchema(ProductSchema),
    handler: async ({ deps, caller, query }) => ({
      data: { list: await listProducts(deps.db, caller.accountId, { ...query, sort: query.sort as (typeof PRODUCT_SORTS)[number] }) },
    }),
  })

  r.add({
    id: 'products.get',
    method: 'get',
    path: '/products/:id',
    summary: 'One product with its variants, tags and images',
    tag: TAG,
    access: 'merchant',
    params: IdParamsSchema,
    response: ProductSchema,
    handler: async ({ deps, caller, params }) => ({ data: await getProduct(deps.db, caller.accountId, params.id) }),
  })

  r.add({
    id: 'products.create',
    method: 'post',
    path: '/products',
    summary: 'Create a product; tag names that do not exist yet are created; the description is sanitised',
    tag: TAG,
    access: 'merchant',
    body: ProductCreateSchema,
    response: ProductSchema,
    handler: async ({ deps, caller, body }) => ({
      data: await createProduct(deps.db, caller.accountId, deps.clock.now(), body),
      description: 'Product created',
    }),
  })

  r.add({
    id: 'products.bulkUpdate',
    method: 'put',
    path: '/products/bulk/update-product',
    summary: 'Change price, stock or is_active of many products at once: all rows or none',
    tag: TAG,
    access: 'merchant',
    body: BulkProductUpdateSchema,
    response: v.array(ProductSchema),
    handler: async ({ deps, caller, body }) => {
      const updated = await bulkUpdateProducts(deps.db, caller.accountId, deps.clock.now(), body)
      return { data: updated, description: `${updated.length} product${updated.length === 1 ? '' : 's'} updated` }
    },
  })

  r.add({
    id: 'products.update',
    method: 'put',
    path: '/products/:id',
    summary: 'Change a product; only the fields sent change (tags and image_ids replace the lists)',
    tag: TAG,
    access: 'merchant',
    params: IdParamsSchema,
    body: ProductUpdateSchema,
    response: ProductSchema,
    handler: async ({ deps, caller, params, body }) => ({
      data: await updateProduct(deps.db, caller.accountId, deps.clock.now(), params.id, body),
      description: 'Product updated',
    }),
  })

  r.add({
    id: 'product.delete',
    method: 'delete',
    path: '/product/:id',
    summary: 'Delete a product with its variants, tag links and store listings',
    tag: TAG,
    access: 'merchant',
    params: IdParamsSchema,
    handler: async ({ deps, caller, params }) => {
      await deleteProduct(deps.db, caller.accountId, params.id)
      return { data: { id: params.id }, description: 'Product deleted' }
    },
  })

  r.add({
    id: 'productVariants.create',
    method: 'post',
    path: '/product-variants',
    summary: 'Add a variant to a product; custom_pricing_price is required when custom_pricing_enable is true',
    tag: TAG,
    access: 'merchant',
    body: VariantCreateSchema,
    response: VariantSchema,
    handler: async ({ deps, caller, body }) => {
      const { product_id, ...fields } = body
      const [variant] = await createVariants(deps.db, caller.accountId, deps.clock.now(), product_id, [fields], false)
      return { data: variant, description: 'Variant created' }
    },
  })

  r.add({
    id: 'productVariants.bulkCreate',
    method: 'post',
    path: '/product-variants/bulk/create-product-variant',
    summary: 'Add many variants to a product: all rows or none',
    tag: TAG,
    access: 'merchant',
    body: BulkVariantCreateSchema,
    response: v.array(VariantSchema),
    handler: async ({ deps, caller, body }) => {
      const variants = await createVariants(deps.db, caller.accountId, deps.clock.now(), body.product_id, body.variants, true)
      return { data: variants, description: `${variants.length} variant${variants.length === 1 ? '' : 's'} created` }
    },
  })

  r.add({
    id: 'productVariants.update',
    method: 'put',
    path: '/product-variants/:id',
    summary: 'Change a variant',
    tag: TAG,
    access: 'merchant',
    params: IdParamsSchema,
    body: VariantUpdateSchema,
    response: VariantSchema,
    handler: async ({ deps, caller, params, body }) => ({
      data: await updateVariant(deps.db, caller.accountId, deps.clock.now(), params.id, body),
      description: 'Variant updated',
    }),
  })

  r.add({
    id: 'productVariants.delete',
    method: 'delete',
    path: '/product-variants/:id',
    summary: 'Delete a variant',
    tag: TAG,
    access: 'merchant',
    params: IdParamsSchema,
    handler: async ({ deps, caller, params }) => {
      await deleteVariant(deps.db, caller.accountId, params.id)
      return { data: { id: params.id }, description: 'Variant deleted' }
    },
  })
}
