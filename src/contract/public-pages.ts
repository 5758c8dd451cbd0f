// The public side of pages (src/contract/content.ts): what a storefront footer or a payment page lists and
// what a shopper or payer reads, and where. A module of its own because payment pages and storefronts load
// it: the console's create and update schemas stay out of their files.
import * as v from 'valibot'

export const PAGE_KINDS = ['terms', 'privacy', 'refund', 'delivery', 'about', 'custom'] as const
export type PageKind = (typeof PAGE_KINDS)[number]

/** A storefront footer or a payment page lists at most this many pages. */
export const PUBLIC_LINKS_MAX = 20

/** Lower-case letters and digits, in words joined by single dashes: "refund-policy". */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** A link to a published page, as a footer lists it. */
export const PageLinkSchema = v.object({ slug: v.string(), title: v.string(), kind: v.picklist(PAGE_KINDS) })
export type PageLink = v.InferOutput<typeof PageLinkSchema>

/** The links under a payment page or a storefront, with the account whose pages they are (its public ref). */
export const PageLinksSchema = v.object({
  account_ref: v.string(),
  data: v.pipe(v.array(PageLinkSchema), v.maxLength(PUBLIC_LINKS_MAX)),
})
export type PageLinks = v.InferOutput<typeof PageLinksSchema>

/** A published page as a shopper or a payer reads it. */
export const PublicPageSchema = v.object({
  slug: v.string(),
  title: v.string(),
  kind: v.picklist(PAGE_KINDS),
  body: v.nullable(v.string()),
  merchant_name: v.string(),
  updated_at: v.string(),
})
export type PublicPage = v.InferOutput<typeof PublicPageSchema>
