// The demo merchant's pages: terms, privacy and refund policy, published and linked from the demo store's
// footer (storespublic/niaga-demo) and under its payment pages. Bodies go through the sanitiser like any
// save.
import { pages } from '../../db/schema/index.ts'
import { sanitizeDescription } from '../catalogue/rich-text.ts'
import type { Deps } from '../../deps.ts'

const DEMO_PAGES = [
  {
    kind: 'terms',
    title: 'Terms and conditions',
    slug: 'terms',
    body:
      '<h2>About these terms</h2><p>These terms apply to every order placed with Niaga Demo Sdn Bhd through our store and payment links.</p>' +
      '<h3>Prices and payment</h3><p>Prices are in <strong>Malaysian ringgit (MYR)</strong> and include SST where it applies. An order is confirmed once its payment succeeds.</p>' +
      '<h3>Contact</h3><p>Questions? Write to <a href="mailto:support@niaga.test">support@niaga.test</a>.</p>',
  },
  {
    kind: 'privacy',
    title: 'Privacy policy',
    slug: 'privacy-policy',
    body:
      '<p>We collect only what we need to deliver your order and send your receipt: your name, email, phone and delivery address.</p>' +
      '<ul><li>We never see or store your card details; they are encrypted in your browser.</li><li>We do not sell your data.</li>' +
      '<li>You may ask us to correct or delete your details at any time, as the Personal Data Protection Act 2010 provides.</li></ul>',
  },
  {
    kind: 'refund',
    title: 'Refund policy',
    slug: 'refund-policy',
    body:
      '<p>Not happy with an item? Tell us within <strong>14 days</strong> of delivery and we will refund it to the way you paid.</p>' +
      '<ol><li>Email us your order number and a photo of the item.</li><li>Send the item back unused, in its packaging.</li>' +
      '<li>We refund within 7 working days of receiving it.</li></ol><p><em>Perishable goods are refunded only when they arrive damaged.</em></p>',
  },
] as const

export async function seedPages(deps: Deps, accountId: string): Promise<void> {
  const { db, clock } = deps
  const now = clock.now()
  await db.insert(pages).values(
    // A millisecond apart, so the footer lists them in this order.
    DEMO_PAGES.map((page, i) => ({
      ...page,
      body: sanitizeDescription(page.body),
      account_id: accountId,
      published: true,
      show_in_footer: true,
      show_on_payment_pages: true,
      published_at: now,
      created_at: new Date(now.getTime() - (DEMO_PAGES.length - i)),
      updated_at: now,
    })),
  )
}
