// Pages (SPEC §2 /pages/...; src/contract/content.ts): the console's CRUD (reads 'view', writes 'sell'), and
// the public reads shoppers and payers use: a store's footer links and pages, a payment page's links, and a
// page by its account's public reference. Public reads answer 5011 for anything unpublished or unknown.
import * as v from 'valibot'
import { PageCreateSchema, PageSchema, PageUpdateSchema } from '../../src/contract/content.ts'
import { PageLinksSchema, PublicPageSchema } from '../../src/contract/public-pages.ts'
import { PAGE_SORTS } from '../../src/contract/list-choices.ts'
import { listQuerySchema } from '../http/list-query.ts'
import type { Deps } from '../deps.ts'
import type { Registry } from '../http/operation.ts'
import { addRecordRoutes } from '../http/record-routes.ts'
import { UuidSchema } from '../http/validation.ts'
import { createPage, deletePage, getPage, listPages, updatePage } from '../services/content/pages.ts'
import {
  accountPage,
  billPageLinks,
  collectionPageLinks,
  storePage,
  storePageLinks,
} from '../services/content/public-pages.ts'

const publicTag = 'Pages (public)'
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

export function registerContentRoutes(r: Registry): void {
  addRecordRoutes(r, {
    id: 'pages',
    path: '/pages',
    tag: 'Pages',
    label: 'Page',
    row: PageSchema,
    permission: 'sell',
    list: {
      summary: "The account's pages; search by title or slug, filter by published (true or false)",
      query: listQuerySchema(PAGE_SORTS, 'created_at', publishedFilter),
      run: (deps, caller, query) => listPages(deps.db, caller.accountId, query),
    },
    get: { summary: 'One page', run: (deps, caller, id) => getPage(deps.db, caller.accountId, id) },
    create: {
      summary: 'Create a page; the slug is made from the title unless given; the body is sanitised',
      body: PageCreateSchema,
      run: (deps, caller, body) => createPage(deps.db, caller.accountId, deps.clock.now(), body),
    },
    update: {
      summary: 'Change a page; an empty slug is made from the title again; the body is sanitised',
      body: PageUpdateSchema,
      run: (deps, caller, id, body) => updatePage(deps.db, caller.accountId, deps.clock.now(), id, body),
    },
    delete: {
      summary: 'Delete a page',
      run: (deps, caller, id) => deletePage(deps.db, caller.accountId, id),
    },
  })

  // Public reads: no login, a GET each, the service's answer as `data`.
  const publicRead = <P extends v.GenericSchema>(
    id: string,
    path: string,
    summary: string,
    params: P,
    response: v.GenericSchema,
    run: (db: Deps['db'], params: v.InferOutput<P>) => Promise<unknown>,
  ) =>
    r.add({
      id,
      method: 'get',
      path,
      summary,
      tag: publicTag,
      access: 'public',
      params,
      response,
      handler: async ({ deps, params: read }) => ({ data: await run(deps.db, read) }),
    })

  publicRead(
    'pages.storeLinks',
    '/stores/public/:ref{store-[^/]+}/pages',
    "The published pages an active store's footer links to: stores/public/store-{id}/pages",
    v.object({ ref: storeRef }),
    PageLinksSchema,
    (db, p) => storePageLinks(db, p.ref),
  )
  publicRead(
    'pages.storePage',
    '/stores/public/:ref{store-[^/]+}/pages/:slug',
    "A published page of an active store's account, by its slug",
    v.object({ ref: storeRef, slug }),
    PublicPageSchema,
    (db, p) => storePage(db, p.ref, p.slug),
  )
  publicRead(
    'pages.billLinks',
    '/customer-bills/public/:uuid/pages',
    "The published pages a bill's payment page links to",
    v.object({ uuid: UuidSchema }),
    PageLinksSchema,
    (db, p) => billPageLinks(db, p.uuid),
  )
  publicRead(
    'pages.collectionLinks',
    '/collections/public/:uuid/pages',
    "The published pages an active payment form's page links to",
    v.object({ uuid: UuidSchema }),
    PageLinksSchema,
    (db, p) => collectionPageLinks(db, p.uuid),
  )
  publicRead(
    'pages.accountPage',
    '/pages/public/:account/:slug',
    'A published page by its account’s public reference (the account_ref of the link lists) and its slug',
    v.object({ account: text(64, 'No such page'), slug }),
    PublicPageSchema,
    (db, p) => accountPage(db, p.account, p.slug),
  )
}
