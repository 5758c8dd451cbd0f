// Pages as shoppers and payers read them (no login): only published pages, found by the account of a store,
// a bill or a payment form, or by the account's public reference. The body was sanitised when it was saved
// and is sanitised again here, so a row written before a tighter allow-list never reaches a page as it was.
import { and, asc, eq } from 'drizzle-orm'
import { ResponseCode } from '../../../src/contract/codes.ts'
import {
  PUBLIC_LINKS_MAX,
  SLUG_PATTERN,
  type PageLinks,
  type PublicPage,
} from '../../../src/contract/public-pages.ts'
import { isUuid } from '../../../src/lib/uuid.ts'
import { accounts, bills, collections, pages } from '../../db/schema/index.ts'
import { AppError, notFound } from '../../errors.ts'
import { sanitizeDescription } from '../catalogue/rich-text.ts'
import { findActiveStore } from '../stores/public-store.ts'
import type { Deps } from '../../deps.ts'

const pageNotFound = () => new AppError(ResponseCode.PUBLIC_NOT_FOUND, 'Page not found')

type Placement = 'footer' | 'payment'

async function links(deps: Deps, accountId: string, placement: Placement): Promise<PageLinks> {
  const { db } = deps
  const placed = placement === 'footer' ? pages.show_in_footer : pages.show_on_payment_pages
  const rows = await db
    .select({ slug: pages.slug, title: pages.title, kind: pages.kind })
    .from(pages)
    .where(and(eq(pages.account_id, accountId), eq(pages.published, true), eq(placed, true)))
    .orderBy(asc(pages.created_at), asc(pages.id))
    .limit(PUBLIC_LINKS_MAX)
  return { account_ref: accountId, data: rows }
}

async function publishedPage(deps: Deps, accountId: string, slug: string): Promise<PublicPage> {
  const { db } = deps
  if (!SLUG_PATTERN.test(slug)) throw pageNotFound()
  const [row] = await db
    .select({ page: pages, merchant: accounts.name })
    .from(pages)
    .innerJoin(accounts, eq(accounts.id, pages.account_id))
    .where(
      and(
        eq(pages.account_id, accountId),
        eq(pages.slug, slug),
        eq(pages.published, true),
        eq(accounts.record_status_id, 1),
      ),
    )
  if (!row) throw pageNotFound()
  const { page } = row
  return {
    slug: page.slug,
    title: page.title,
    kind: page.kind,
    body: sanitizeDescription(page.body),
    merchant_name: row.merchant,
    updated_at: page.updated_at.toISOString(),
  }
}

/** The footer links of an active store (by its id or unique id; 5011 when there is no such store). */
export async function storePageLinks(deps: Deps, storeRef: string): Promise<PageLinks> {
  const store = await findActiveStore(deps, storeRef)
  return links(deps, store.account_id, 'footer')
}

/** A published page of the store's account. */
export async function storePage(deps: Deps, storeRef: string, slug: string): Promise<PublicPage> {
  const store = await findActiveStore(deps, storeRef)
  return publishedPage(deps, store.account_id, slug)
}

/** The pages linked under a bill's payment page. */
export async function billPageLinks(deps: Deps, uuid: string): Promise<PageLinks> {
  const { db } = deps
  const [bill] = await db.select({ account_id: bills.account_id }).from(bills).where(eq(bills.id, uuid))
  if (!bill) throw notFound('Bill')
  return links(deps, bill.account_id, 'payment')
}

/** The pages linked under an active payment form. */
export async function collectionPageLinks(deps: Deps, uuid: string): Promise<PageLinks> {
  const { db } = deps
  const [collection] = await db
    .select({ account_id: collections.account_id })
    .from(collections)
    .where(and(eq(collections.id, uuid), eq(collections.record_status, 1)))
  if (!collection) throw notFound('Collection')
  return links(deps, collection.account_id, 'payment')
}

/** A published page by its account's public reference (the account id the link lists carry). */
export function accountPage(deps: Deps, accountRef: string, slug: string): Promise<PublicPage> {
  if (!isUuid(accountRef)) return Promise.reject(pageNotFound())
  return publishedPage(deps, accountRef, slug)
}
