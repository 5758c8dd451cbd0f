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
import { listQuerySchema, orderEntry, pageEntries } from '../http/list-query.ts'
import { defineRoutes } from '../http/define-routes.ts'
import { accountDeps } from '../http/record-routes.ts'
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

const TagListQuery = listQuerySchema(TAG_SORTS, 'name')

export const productTaxonomyRoutes = defineRoutes(
  { tag: 'Product categories and tags', access: 'merchant' },
  (r) => {
    r.records({
      id: 'productCategories',
      path: '/product-categories',
      label: 'Category',
      row: CategorySchema,
      list: {
        summary: 'Product categories, with how many subcategories and products use each',
        query: listQuerySchema(CATEGORY_SORTS, 'created_at'),
        run: accountDeps(listCategories),
      },
      get: {
        summary: 'One product category',
        run: accountDeps(getCategory),
      },
      create: {
        summary: 'Create a product category',
        body: CategoryCreateSchema,
        run: (deps, caller, body) => saveCategory(deps, caller.accountId, body),
      },
      update: {
        summary: 'Change a product category',
        body: CategoryUpdateSchema,
        run: (deps, caller, id, body) => saveCategory(deps, caller.accountId, body, id),
      },
      delete: {
        summary: 'Delete a product category; refused (4090) while subcategories or products use it',
        run: accountDeps(deleteCategory),
      },
    })

    r.records({
      id: 'productSubcategory',
      path: '/product-subcategory',
      label: 'Subcategory',
      row: SubcategorySchema,
      list: {
        summary: 'Product subcategories; category_id narrows to one category',
        query: listQuerySchema(CATEGORY_SORTS, 'created_at', TaxonomyListQueryFilters),
        run: accountDeps(listSubcategories),
      },
      get: {
        summary: 'One product subcategory',
        run: accountDeps(getSubcategory),
      },
      create: {
        summary: 'Create a subcategory under one of the caller’s categories',
        body: SubcategoryCreateSchema,
        run: (deps, caller, body) => saveSubcategory(deps, caller.accountId, body),
      },
      update: {
        summary: 'Change a subcategory; moving it to another category moves its products along',
        body: SubcategoryUpdateSchema,
        run: (deps, caller, id, body) => saveSubcategory(deps, caller.accountId, body, id),
      },
      delete: {
        summary: 'Delete a subcategory; refused (4090) while products use it',
        run: accountDeps(deleteSubcategory),
      },
    })

    r.records({
      id: 'productTags',
      path: '/product-tags',
      label: 'Tag',
      row: TagSchema,
      list: {
        summary: 'Product tags, sorted by name by default',
        query: TagListQuery,
        run: accountDeps(listTags),
      },
      get: { summary: 'One product tag', run: accountDeps(getTag) },
      create: {
        summary: 'Create a product tag (one per spelling, whatever the case: 4090 when it exists)',
        body: TagCreateSchema,
        run: (deps, caller, body) => saveTag(deps, caller.accountId, body.name),
      },
      update: {
        summary: 'Rename a product tag',
        body: TagUpdateSchema,
        run: (deps, caller, id, body) => saveTag(deps, caller.accountId, body.name, id),
      },
      delete: {
        summary: 'Delete a product tag; products keep everything else',
        run: accountDeps(deleteTag),
      },
    })

    r.add({
      id: 'merchantProductTags.list',
      method: 'get',
      path: '/merchant-product-tags',
      summary: 'Every product tag for the product form’s picker (limit up to 1000, default 1000, by name)',
      query: v.object({
        ...TagListQuery.entries,
        limit: pageEntries(TAG_LIST_LIMIT, TAG_LIST_LIMIT).limit,
        ...orderEntry('asc'),
      }),
      response: listDataSchema(TagSchema),
      handler: async ({ deps, caller, query }) => ({
        data: { list: await listTags(deps, caller.accountId, query) },
      }),
    })
  },
)
