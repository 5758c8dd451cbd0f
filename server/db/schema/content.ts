// Pages of an account (src/contract/content.ts): terms, policies, about and its own, published by slug.
import { boolean, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { PAGE_KINDS } from '../../../src/contract/public-pages.ts'
import { owned } from './accounts.ts'
import { accountListIndex, at, timestamps } from './columns.ts'

export const pages = pgTable(
  'pages',
  {
    ...owned(),
    title: text('title').notNull(),
    /** The page's address, unique within the account: /store/{id}/pages/{slug}. */
    slug: text('slug').notNull(),
    kind: text('kind', { enum: PAGE_KINDS }).notNull().default('custom'),
    /** Sanitised HTML (server/services/catalogue/rich-text.ts). */
    body: text('body'),
    published: boolean('published').notNull().default(false),
    show_in_footer: boolean('show_in_footer').notNull().default(false),
    show_on_payment_pages: boolean('show_on_payment_pages').notNull().default(false),
    published_at: at('published_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('pages_account_slug_key').on(t.account_id, t.slug),
    accountListIndex('pages_account_created_idx', t),
  ],
)
