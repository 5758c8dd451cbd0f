// Who a page is for, read from its path (SPEC §2): payers on the payment pages, shoppers on the storefronts,
// merchants everywhere else. The service worker keeps the code of one audience's pages on a phone, not all
// of them (src/app/shell/service-worker.ts, scripts/precache-audience.ts).
export type Audience = 'payer' | 'shopper' | 'merchant'

const PAYER_PAGE = /^\/(pay|payment|modern-payment|alt-payment|fpx-status)(\/|$)/
const SHOPPER_PAGE = /^\/(store|storefront|store-not-found)(\/|$)/

export function audienceOf(path: string): Audience {
  if (PAYER_PAGE.test(path)) return 'payer'
  if (SHOPPER_PAGE.test(path)) return 'shopper'
  return 'merchant'
}

/** The shell a payment page or a storefront is served (index.html is the whole app's): the same page with the
 *  public app's files to preload (scripts/preload-app.ts). */
export const PUBLIC_SHELL = 'public.html'

/** Both shells: the whole app's and the public app's. */
export const SHELLS = ['index.html', PUBLIC_SHELL] as const

/** The shell of a page: its audience's app's. */
export const shellOf = (path: string): (typeof SHELLS)[number] =>
  audienceOf(path) === 'merchant' ? 'index.html' : PUBLIC_SHELL
