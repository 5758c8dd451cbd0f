// Product categories, subcategories and tags (SPEC §7 Products): GET list and by id, POST, PUT, DELETE by
// id; tags also answer merchant-product-tags with up to 1000 rows (SPEC §9).
import * as v from 'valibot'
import {
  CategoryCreateSchema,
  CategorySchema,
  CategoryUpdateSchema,
  SubcategoryCreateSchema,
  SubcategorySchema,
  SubcategoryUpdateSchema,
  TAG_LIST_LIMIT,
  TagCreateSchema,
  TagSchema,
  TagUpdateSchema,
  TaxonomyListQueryFilters,
} from '../../src/contract/catalogue.ts'
import { listDataSchema } from '../../src/contract/envelope.ts'
import type { Registry } from '../http/operation.ts'
import { IdParamsSchema, queryInt } from '../http/validation.ts'
import { listQuerySchema } from '../services/resource.ts'
import {
  CATEGORY_SORTS,
  deleteCategory,
  deleteSubcategory,
  deleteTag,
  getCategory,
  getSubcategory,
  getTag,
  listCategories,
  listSubcategories,
  listTags,
  saveCategory,
  saveSubcategory,
  saveTag,
  TAG_SORTS,
} from '../services/catalogue/taxonomy.ts'

const TAG = 'Product categories and tags'
const CategoryListQuery = listQuerySchema([...CATEGORY_SORTS], 'created_at')
const SubcategoryListQuery = v.object({ ...listQuerySchema([...CATEGORY_SORTS], 'created_at').entries, ...TaxonomyListQueryFilters })
const TagListQuery = listQuerySchema([...TAG_SORTS], 'name')
const AllTagsQuery = v.object({
  ...TagListQuery.entries,
  limit: queryInt(1, TAG_LIST_LIMIT, TAG_LIST_LIMIT),
  order: v.optional(v.picklist(['asc', 'desc'], 'Order is asc or desc'), 'asc'),
})
const deleted = (id: string, what: string) => ({ data: { id }, description: `${what} deleted` })

export function registerProductTaxonomyRoutes(r: Registry): void {
  // ----- categories -----
  r.add({
    id: 'productCategories.list',
    method: 'get',
    path: '/product-categories',
    summary: 'Product categories, with how many subcategories and products use each',
    tag: TAG,
    access: 'merchant',
    query: CategoryListQuery,
    response: listDataSchema(CategorySchema),
    handler: async ({ deps, caller, query }) => ({ data: { list: await listCategories(deps.db, caller.accountId, query) } }),
  })
  r.add({
    id: 'productCategories.get',
    method: 'get',
    path: '/product-categories/:id',
    summary: 'One product category',
    tag: TAG,
    access: 'merchant',
    params: IdParamsSchema,
    response: CategorySchema,
    handler: async ({ deps, caller, params }) => ({ data: await getCategory(deps.db, caller.accountId, params.id) }),
  })
  r.add({
    id: 'productCategories.create',
    method: 'post',
    path: '/product-categories',
    summary: 'Create a product category',
    tag: TAG,
    access: 'merchant',
    body: CategoryCreateSchema,
    response: CategorySchema,
    handler: async ({ deps, caller, body }) => ({ data: await saveCategory(deps.db, caller.accountId, deps.clock.now(), body), description: 'Category created' }),
  })
  r.add({
    id: 'productCategories.update',
    method: 'put',
    path: '/product-categories/:id',
    summary: 'Change a product category',
    tag: TAG,
    access: 'merchant',
    params: IdParamsSchema,
    body: CategoryUpdateSchema,
    response: CategorySchema,
    handler: async ({ deps, caller, params, body }) => ({
      data: await saveCategory(deps.db, caller.accountId, deps.clock.now(), body, params.id),
      description: 'Category updated',
    }),
  })
  r.add({
    id: 'productCategories.delete',
    method: 'delete',
    path: '/product-categories/:id',
    summary: 'Delete a product category; refused (4090) while subcategories or products use it',
    tag: TAG,
    access: 'merchant',
    params: IdParamsSchema,
    handler: async ({ deps, caller, params }) => {
      await deleteCategory(deps.db, caller.accountId, params.id)
      return deleted(params.id, 'Category')
    },
  })

  // ----- subcategories -----
  r.add({
    id: 'productSubcategory.list',
    method: 'get',
    path: '/product-subcategory',
    summary: 'Product subcategories; category_id narrows to one category',
    tag: TAG,
    access: 'merchant',
    query: SubcategoryListQuery,
    response: listDataSchema(SubcategorySchema),
    handler: async ({ deps, caller, query }) => ({ data: { list: await listSubcategories(deps.db, caller.accountId, query) } }),
  })
  r.add({
    id: 'productSubcategory.get',
    method: 'get',
    path: '/product-subcategory/:id',
    summary: 'One product subcategory',
    tag: TAG,
    access: 'merchant',
    params: IdParamsSchema,
    response: SubcategorySchema,
    handler: async ({ deps, caller, params }) => ({ data: await getSubcategory(deps.db, caller.accountId, params.id) }),
  })
  r.add({
    id: 'productSubcategory.create',
    method: 'post',
    path: '/product-subcategory',
    summary: 'Create a subcategory under one of the caller’s categories',
    tag: TAG,
    access: 'merchant',
    body: SubcategoryCreateSchema,
    response: SubcategorySchema,
    handler: async ({ deps, caller, body }) => ({
      data: await saveSubcategory(deps.db, caller.accountId, deps.clock.now(), body),
      description: 'Subcategory created',
    }),
  })
  r.add({
    id: 'productSubcategory.update',
    method: 'put',
    path: '/product-subcategory/:id',
    summary: 'Change a subcategory; moving it to another category moves its products along',
    tag: TAG,
    access: 'merchant',
    params: IdParamsSchema,
    body: SubcategoryUpdateSchema,
    response: SubcategorySchema,
    handler: async ({ deps, caller, params, body }) => ({
      data: await saveSubcategory(deps.db, caller.accountId, deps.clock.now(), body, params.id),
      description: 'Subcategory updated',
    }),
  })
  r.add({
    id: 'productSubcategory.delete',
    method: 'delete',
    path: '/product-subcategory/:id',
    summary: 'Delete a subcategory; refused (4090) while products use it',
    tag: TAG,
    access: 'merchant',
    params: IdParamsSchema,
    handler: async ({ deps, caller, params }) => {
      await deleteSubcategory(deps.db, caller.accountId, params.id)
      return deleted(params.id, 'Subcategory')
    },
  })

  // ----- tags -----
  r.add({
    id: 'productTags.list',
    method: 'get',
    path: '/product-tags',
    summary: 'Product tags, sorted by name by default',
    tag: TAG,
    access: 'merchant',
    query: TagListQuery,
    response: listDataSchema(TagSchema),
    handler: async ({ deps, caller, query }) => ({ data: { list: await listTags(deps.db, caller.accountId, query) } }),
  })
  r.add({
    id: 'merchantProductTags.list',
    method: 'get',
    path: '/merchant-product-tags',
    summary: 'Every product tag for the product form’s picker (limit up to 1000, default 1000, by name)',
    tag: TAG,
    access: 'merchant',
    query: AllTagsQuery,
    response: listDataSchema(TagSchema),
    handler: async ({ deps, caller, query }) => ({ data: { list: await listTags(deps.db, caller.accountId, query) } }),
  })
  r.add({
    id: 'productTags.get',
    method: 'get',
    path: '/product-tags/:id',
    summary: 'One product tag',
    tag: TAG,
    access: 'merchant',
    params: IdParamsSchema,
    response: TagSchema,
    handler: async ({ deps, caller, params }) => ({ data: await getTag(deps.db, caller.accountId, params.id) }),
  })
  r.add({
    id: 'productTags.create',
    method: 'post',
    path: '/product-tags',
    summary: 'Create a product tag (one per spelling, whatever the case: 4090 when it exists)',
    tag: TAG,
    access: 'merchant',
    body: TagCreateSchema,
    response: TagSchema,
    handler: async ({ deps, caller, body }) => ({ data: await saveTag(deps.db, caller.accountId, deps.clock.now(), body.name), description: 'Tag created' }),
  })
  r.add({
    id: 'productTags.update',
    method: 'put',
    path: '/product-tags/:id',
    summary: 'Rename a product tag',
    tag: TAG,
    access: 'merchant',
    params: IdParamsSchema,
    body: TagUpdateSchema,
    response: TagSchema,
    handler: async ({ deps, caller, params, body }) => ({
      data: await saveTag(deps.db, caller.accountId, deps.clock.now(), body.name, params.id),
      description: 'Tag updated',
    }),
  })
  r.add({
    id: 'productTags.delete',
    method: 'delete',
    path: '/product-tags/:id',
    summary: 'Delete a product tag; products keep everything else',
    tag: TAG,
    access: 'merchant',
    params: IdParamsSchema,
    handler: async ({ deps, caller, params }) => {
      await deleteTag(deps.db, caller.accountId, params.id)
      return deleted(params.id, 'Tag')
    },
  })
}
