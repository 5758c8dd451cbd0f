// Pages (SPEC §2 /pages/...; src/contract/content.ts): the console's CRUD (reads 'view', writes 'sell'), and
// the public reads shoppers and payers use: a store's footer links and pages, a payment page's links, and a
// page by its account's public reference. Public reads answer 5011 for anything unpublished or unknown.
import * as v from 'valibot'
import { PageCreateSchema, PageSchema, PageUpdateSchema } from '../../src/contract/content.ts'
import { PageLinksSchema, PublicPageSchema } from '../../src/contract/public-pages.ts'
import { PAGE_SORTS } from '../../src/contract/list-choices.ts'
import { listQuerySchema } from '../http/list-query.ts'
import { defineRoutes } from '../http/define-routes.ts'
import { accountDeps } from '../http/record-routes.ts'
import { UuidSchema } from '../http/validation.ts'
import { createPage, deletePage, getPage, listPages, updatePage } from '../services/content/pages.ts'
import {
  accountPage,
  billPageLinks,
  collectionPageLinks,
  storePage,
  storePageLinks,
} from '../services/content/public-pages.ts'

const text = (max: number, message: string) => v.pipe(v.string(), v.maxLength(max, message))
// "store-{id}" arrives whole: Hono cannot split a prefix off a path segment (as in store-public.ts).
const storeRef = v.pipe(
  text(70, 'No such store'),
  v.transform((ref) => ref.slice('store-'.length)),
  v.minLength(1, 'An id is required'),
)
const slug = text(200, 'No such page')
const publishedFilter = {
  published: v.optional(
    v.pipe(
      v.picklist(['true', 'false'], 'Published is true or false'),
      v.transform((flag) => flag === 'true'),
    ),
  ),
}

export const contentRoutes = defineRoutes({ tag: 'Pages', access: 'merchant' }, (r) => {
  r.records({
    id: 'pages',
    path: '/pages',
    label: 'Page',
    row: PageSchema,
    list: {
      summary: "The account's pages; search by title or slug, filter by published (true or false)",
      query: listQuerySchema(PAGE_SORTS, 'created_at', publishedFilter),
      run: accountDeps(listPages),
    },
    get: { summary: 'One page', run: accountDeps(getPage) },
    create: {
      summary: 'Create a page; the slug is made from the title unless given; the body is sanitised',
      body: PageCreateSchema,
      run: (deps, caller, body) => createPage(deps, caller.accountId, body),
    },
    update: {
      summary: 'Change a page; an empty slug is made from the title again; the body is sanitised',
      body: PageUpdateSchema,
      run: (deps, caller, id, body) => updatePage(deps, caller.accountId, id, body),
    },
    delete: {
      summary: 'Delete a page',
      run: accountDeps(deletePage),
    },
  })

  // Public reads: no login, a GET each, the service's answer as `data`.
  r.group({ tag: 'Pages (public)', access: 'public' }, (pub) => {
    pub.add({
      id: 'pages.storeLinks',
      method: 'get',
      path: '/stores/public/:ref{store-[^/]+}/pages',
      summary: "The published pages an active store's footer links to: stores/public/store-{id}/pages",
      params: v.object({ ref: storeRef }),
      response: PageLinksSchema,
      handler: async ({ deps, params }) => ({ data: await storePageLinks(deps, params.ref) }),
    })
    pub.add({
      id: 'pages.storePage',
      method: 'get',
      path: '/stores/public/:ref{store-[^/]+}/pages/:slug',
      summary: "A published page of an active store's account, by its slug",
      params: v.object({ ref: storeRef, slug }),
      response: PublicPageSchema,
      handler: async ({ deps, params }) => ({ data: await storePage(deps, params.ref, params.slug) }),
    })
    pub.add({
      id: 'pages.billLinks',
      method: 'get',
      path: '/customer-bills/public/:uuid/pages',
      summary: "The published pages a bill's payment page links to",
      params: v.object({ uuid: UuidSchema }),
      response: PageLinksSchema,
      handler: async ({ deps, params }) => ({ data: await billPageLinks(deps, params.uuid) }),
    })
    pub.add({
      id: 'pages.collectionLinks',
      method: 'get',
      path: '/collections/public/:uuid/pages',
      summary: "The published pages an active payment form's page links to",
      params: v.object({ uuid: UuidSchema }),
      response: PageLinksSchema,
      handler: async ({ deps, params }) => ({ data: await collectionPageLinks(deps, params.uuid) }),
    })
    pub.add({
      id: 'pages.accountPage',
      method: 'get',
      path: '/pages/public/:account/:slug',
      summary:
        'A published page by its account’s public reference (the account_ref of the link lists) and its slug',
      params: v.object({ account: text(64, 'No such page'), slug }),
      response: PublicPageSchema,
      handler: async ({ deps, params }) => ({
        data: await accountPage(deps, params.account, params.slug),
      }),
    })
  })
})
