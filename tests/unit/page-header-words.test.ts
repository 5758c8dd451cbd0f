// What the console's page header says above and below each page's title: the breadcrumb names the page's own
// section (Team is "Home › Settings › Team", not "Home › Settings"), and each dashboard has its own subtitle.
import { createRouter, type AnyRoute } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import {
  ADMIN_MENU,
  INTRODUCER_MENU,
  isMenuGroup,
  MERCHANT_MENU,
  type MenuEntry,
} from '../../src/app/console/console-menu.ts'
import {
  breadcrumbTrail,
  pageSubtitle,
  sectionOf,
  type SubtitleWords,
} from '../../src/app/console/page-header-words.ts'
import type { ConsoleText } from '../../src/i18n/i18n.ts'
import ms from '../../src/locales/console/ms.json'

// The generated tree is loaded by a computed path so the node type check does not take in the whole app.
const ROUTE_TREE_MODULE = '../../src/routeTree.gen.ts'
const { routeTree } = (await import(ROUTE_TREE_MODULE)) as { routeTree: AnyRoute }
interface Words extends SubtitleWords {
  title?: ConsoleText
  altTitle?: ConsoleText
}
/** Every titled page of the build: an address a user would open, and what its route says of itself. */
const pages = Object.entries(createRouter({ routeTree }).routesByPath)
  .map(([path, route]) => {
    const words: Words = route.options.staticData ?? {}
    return {
      pathname: (path.replace(/\/$/, '') || '/').replace(/\$mode/, 'edit').replace(/\$\w+/g, 'p1'),
      words,
    }
  })
  .filter((page): page is { pathname: string; words: Words & { title: ConsoleText } } => !!page.words.title)
const page = (pathname: string) => pages.find((p) => p.pathname === pathname)!.words

/** The trail a user reads after "Home", a linked crumb shown as "label → where". */
const trail = (pathname: string, menu: readonly MenuEntry[] = MERCHANT_MENU) =>
  breadcrumbTrail(pathname, page(pathname), menu).map((c) => (c.to ? `${c.label} → ${c.to}` : c.label))

const MENUS = [MERCHANT_MENU, INTRODUCER_MENU, ADMIN_MENU]
const labelsOf = (menu: readonly MenuEntry[]) =>
  menu.flatMap((entry) =>
    isMenuGroup(entry) ? [entry.label, ...entry.items.map((i) => i.label)] : [entry.label],
  )
/** The menus a page appears in (its own link, or a section it belongs to); the merchant's when none. */
const menusOf = (pathname: string) => {
  const exact = MENUS.filter((menu) => sectionOf(pathname, menu)?.exact)
  if (exact.length > 0) return exact
  const within = MENUS.filter((menu) => sectionOf(pathname, menu))
  return within.length > 0 ? within : [MERCHANT_MENU]
}

describe('breadcrumbs', () => {
  it('name the settings page itself under Settings: Team, Notifications and the rest', () => {
    expect(trail('/settings/team')).toEqual(['Settings', 'Team'])
    expect(trail('/settings/notifications')).toEqual(['Settings', 'Notifications'])
    expect(trail('/settings/payment')).toEqual(['Settings', 'Payment settings'])
    expect(trail('/settings/success-fields/new')).toEqual([
      'Settings',
      'Success fields → /settings/success-fields',
      'New success field',
    ])
  })

  it('name each page of a group, and lead from a record or form back to its list', () => {
    expect(trail('/shipping/rates')).toEqual(['Shipping', 'Shipping rates'])
    expect(trail('/shipping/zones')).toEqual(['Shipping', 'Shipping zones'])
    expect(trail('/stores/order-management')).toEqual(['Stores', 'Order management'])
    expect(trail('/pools/list')).toEqual(['Pools', 'Master virtual accounts'])
    expect(trail('/outbox')).toEqual(['Collections', 'Sandbox outbox'])
    expect(trail('/payout/view')).toEqual(['Payouts'])
    expect(trail('/payout/self-settlement')).toEqual(['Payouts', 'Self-settlement'])
    expect(trail('/customers/new')).toEqual(['Customers → /customers/datatable', 'New customer'])
    expect(trail('/products/edit/p1')).toEqual(['Products → /products/datatable', 'Product'])
    expect(trail('/collections/edit/p1/bills/create')).toEqual([
      'Collections',
      'All collections → /collections/list',
      'Create bill',
    ])
    expect(trail('/dashboard')).toEqual(['Overview'])
  })

  it('follow the account’s own menu: an admin’s plans, an introducer’s payouts', () => {
    expect(trail('/subscriptions/view', ADMIN_MENU)).toEqual(['Plans'])
    expect(trail('/subscriptions/view', MERCHANT_MENU)).toEqual(['Subscriptions'])
    expect(trail('/transactions/payout', INTRODUCER_MENU)).toEqual(['Transactions', 'Payouts'])
  })

  it('never call a page by its group’s or another section’s name, and never say one word twice', () => {
    expect(pages.length).toBeGreaterThan(60)
    for (const { pathname, words } of pages) {
      for (const menu of menusOf(pathname)) {
        const section = sectionOf(pathname, menu)
        const others = labelsOf(menu).filter((label) => !(section?.exact && label === section.link.label))
        if (words.altTitle) expect(others, `${pathname} altTitle`).not.toContain(words.altTitle)
        const labels = breadcrumbTrail(pathname, words, menu).map((c) => c.label)
        expect(new Set(labels).size, `${pathname}: ${labels.join(' › ')}`).toBe(labels.length)
        if (section?.exact) expect(labels.at(-1), pathname).toBe(words.altTitle ?? section.link.label)
      }
    }
  })
})

describe('the dashboard’s subtitle', () => {
  it('is the account type’s own, in English and in Malay', () => {
    const words = page('/dashboard')
    const subtitles = (['merchant', 'introducer', 'admin'] as const).map((type) => pageSubtitle(words, type)!)
    expect(subtitles[0]).toBe('Your balance, payments and reports at a glance')
    expect(new Set(subtitles).size).toBe(3)
    const malay = ms as Record<string, string>
    for (const subtitle of subtitles) expect(malay[subtitle], subtitle).toMatch(/\S/)
    expect(new Set(subtitles.map((s) => malay[s])).size).toBe(3)
  })

  it('is the route’s own on every other page, whoever reads it', () => {
    expect(pageSubtitle(page('/settings/team'), 'merchant')).toBe(page('/settings/team').subtitle)
    expect(pageSubtitle(page('/merchants'), 'introducer')).toBe(
      'The merchants who registered with your referral code',
    )
  })
})
