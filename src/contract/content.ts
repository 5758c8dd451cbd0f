// Pages: an account's rich-text pages (terms, privacy, refund and delivery policies, about, or its own),
// shown to shoppers in the storefront footer and to payers under the payment pages (SPEC §2 /pages/...;
// fields not shown, these are Niaga's). The body is rich text under the product descriptions' allow-list
// (src/lib/rich-text.ts): sanitised by the server on every write, and again by the browser before display. A
// page is public only while it is published; its address is its slug, unique within the account. What
// shoppers and payers read is in public-pages.ts.
import * as v from 'valibot'
import { requiredText } from './fields.ts'
import { PAGE_KINDS, type PageKind } from './public-pages.ts'

export const PAGE_KIND_LABELS: Record<PageKind, string> = {
  terms: 'Terms and conditions',
  privacy: 'Privacy policy',
  refund: 'Refund policy',
  delivery: 'Delivery policy',
  about: 'About us',
  custom: 'Other page',
}

export const SLUG_MAX = 80
export const TITLE_MAX = 120
/** Enough for a long policy with pictures; the request limit of the API is larger. */
export const PAGE_BODY_MAX = 100_000

export const SLUG_MESSAGE =
  'The slug may contain only lower-case letters, digits and single dashes between them (e.g. refund-policy)'

/**
 * The slug a title gives: accents dropped, lower case, anything else than a-z and 0-9 a dash, at most
 * SLUG_MAX characters; "" when nothing is left (a title in another script): the server then says so.
 */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '')
}

const slugSchema = v.pipe(
  v.string('The slug must be text'),
  v.trim(),
  v.toLowerCase(),
  v.maxLength(SLUG_MAX, `The slug may not be greater than ${SLUG_MAX} characters`),
  v.regex(/^$|^[a-z0-9]+(?:-[a-z0-9]+)*$/, SLUG_MESSAGE),
)

const flag = (field: string) => v.boolean(`The ${field} flag is true or false`)

const pageEntries = {
  title: requiredText('title', TITLE_MAX),
  /** Empty or absent: made from the title. */
  slug: v.optional(slugSchema),
  kind: v.optional(v.picklist(PAGE_KINDS, `The kind is one of: ${PAGE_KINDS.join(', ')}`), 'custom'),
  body: v.optional(
    v.nullable(
      v.pipe(
        v.string('The body must be text'),
        v.maxLength(PAGE_BODY_MAX, 'The body may not be greater than 100,000 characters'),
      ),
    ),
  ),
  published: v.optional(flag('published'), false),
  show_in_footer: v.optional(flag('show in footer'), false),
  show_on_payment_pages: v.optional(flag('show on payment pages'), false),
}

export const PageCreateSchema = v.strictObject(pageEntries)

/** Any subset of the fields; a given title must still be non-empty, an empty slug is made from the title. */
export const PageUpdateSchema = v.strictObject({
  title: v.optional(pageEntries.title),
  slug: pageEntries.slug,
  kind: v.optional(v.picklist(PAGE_KINDS, `The kind is one of: ${PAGE_KINDS.join(', ')}`)),
  body: pageEntries.body,
  published: v.optional(flag('published')),
  show_in_footer: v.optional(flag('show in footer')),
  show_on_payment_pages: v.optional(flag('show on payment pages')),
})

export const PageSchema = v.object({
  id: v.string(),
  title: v.string(),
  slug: v.string(),
  kind: v.picklist(PAGE_KINDS),
  /** Sanitised HTML; null when the page has no text yet. */
  body: v.nullable(v.string()),
  published: v.boolean(),
  show_in_footer: v.boolean(),
  show_on_payment_pages: v.boolean(),
  /** When it was last published; null while it never was. */
  published_at: v.nullable(v.string()),
  created_at: v.string(),
  updated_at: v.string(),
})
export type Page = v.InferOutput<typeof PageSchema>
export type PageInput = v.InferInput<typeof PageCreateSchema>
