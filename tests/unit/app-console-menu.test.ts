import { createRouter, type AnyRoute } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import {
  filterMenu,
  ADMIN_MENU,
  INTRODUCER_MENU,
  isMenuGroup,
  menuFor,
  MERCHANT_MENU,
  type MenuEntry,
} from '../../src/app/console/console-menu.ts'

// The route paths the console's menu is filtered against, as ConsoleNav reads them from the router. The
// generated tree is loaded by a computed path so the node type check does not take in the whole app.
const ROUTE_TREE_MODULE = '../../src/routeTree.gen.ts'
const { routeTree } = (await import(ROUTE_TREE_MODULE)) as { routeTree: AnyRoute }
const builtRoutes = new Set(Object.keys(createRouter({ routeTree }).routesByPath))

/** What a reader of the menu sees: labels and where each link goes, groups with their items. */
const outline = (menu: MenuEntry[]) =>
  menu.map((entry) =>
    isMenuGroup(entry)
      ? { group: entry.label, items: entry.items.map((item) => `${item.label} → ${item.to}`) }
      : `${entry.label} → ${entry.to}`,
  )

const links = (menu: MenuEntry[]) =>
  menu.flatMap((entry) => (isMenuGroup(entry) ? entry.items : [entry])).map((link) => link.to)

describe('filterMenu', () => {
  it('keeps only links whose route is registered', () => {
    const menu = filterMenu(MERCHANT_MENU, new Set(['/', '/login', '/dashboard']))
    expect(links(menu)).toEqual(['/dashboard'])
  })

  it('keeps a group with the links that exist and drops empty groups', () => {
    const menu = filterMenu(MERCHANT_MENU, new Set(['/dashboard', '/payout/view', '/shipping/zones']))
    expect(menu.map((entry) => entry.label)).toEqual(['Dashboard', 'Payouts', 'Shipping'])
    const shipping = menu.find((entry) => entry.label === 'Shipping')
    expect(shipping && isMenuGroup(shipping) ? shipping.items.map((item) => item.to) : []).toEqual([
      '/shipping/zones',
    ])
  })

  it('accepts routes registered with a trailing slash', () => {
    expect(links(filterMenu(MERCHANT_MENU, new Set(['/reports/view/'])))).toEqual(['/reports/view'])
  })

  it('hides links the role may not use, and keeps them for roles that may', () => {
    const routes = new Set(['/dashboard', '/api/datatable'])
    expect(links(filterMenu(MERCHANT_MENU, routes, 'staff'))).toEqual(['/dashboard'])
    expect(links(filterMenu(MERCHANT_MENU, routes, 'viewer'))).toEqual(['/dashboard'])
    expect(links(filterMenu(MERCHANT_MENU, routes, 'admin'))).toEqual(['/dashboard', '/api/datatable'])
  })

  it('does not change the menu it was given', () => {
    const before = JSON.stringify(MERCHANT_MENU)
    filterMenu(MERCHANT_MENU, new Set(['/dashboard']))
    expect(JSON.stringify(MERCHANT_MENU)).toBe(before)
  })

  it('holds every merchant list screen of SPEC §2', () => {
    expect(links(MERCHANT_MENU)).toEqual(
      expect.arrayContaining([
        '/dashboard',
        '/payout/view',
        '/payout/self-settlement',
        '/settlement/view',
        '/shipping/rates',
        '/shipping/zones',
        '/refund/view',
        '/pools/list',
        '/pools/eol/list2',
        '/collections/list',
        '/collections/payments',
        '/customers/datatable',
        '/products/datatable',
        '/customer-bills/datatable',
        '/reports/view',
        '/subscriptions/view',
        '/api/datatable',
        '/whitelist/datatable',
        '/webhooks/datatable',
        '/stores/manage',
      ]),
    )
  })
})

describe('menuFor', () => {
  it('gives introducers and admins their own menus and everyone else the merchant menu', () => {
    expect(menuFor('introducer')).toBe(INTRODUCER_MENU)
    expect(menuFor('merchant')).toBe(MERCHANT_MENU)
    expect(menuFor('admin')).toBe(ADMIN_MENU)
    expect(menuFor(undefined)).toBe(MERCHANT_MENU)
  })
})

describe('the menu of this build', () => {
  it('offers an admin every admin page, each link a real route', () => {
    expect(links(filterMenu(ADMIN_MENU, builtRoutes))).toEqual([
      '/dashboard',
      '/admin/merchants',
      '/subscriptions/view',
      '/admin/audit-log',
    ])
  })

  it('offers a merchant exactly the built areas, each link a real route', () => {
    const menu = filterMenu(MERCHANT_MENU, builtRoutes)
    expect(outline(menu)).toEqual([
      'Dashboard → /dashboard',
      {
        group: 'Collections',
        items: [
          'All collections → /collections/list',
          'Payment records → /collections/payments',
          'Create bill collection → /collections/create-bill-form',
          'Create payment form → /collections/create-payment-form',
          'Sandbox outbox → /outbox',
        ],
      },
      'Customers → /customers/datatable',
      'Customer bills → /customer-bills/datatable',
      {
        group: 'Payouts',
        items: ['Payouts → /payout/view', 'Self-settlement → /payout/self-settlement'],
      },
      'Settlements → /settlement/view',
      'Refunds → /refund/view',
      {
        group: 'Pools',
        items: ['Master virtual accounts → /pools/list', 'Virtual accounts → /pools/eol/list2'],
      },
      {
        group: 'Products',
        items: [
          'Products → /products/datatable',
          'Categories → /products-categories/list',
          'Subcategories → /products-subcategories/list',
        ],
      },
      {
        group: 'Stores',
        items: [
          'Manage stores → /stores/manage',
          'Store products → /stores/store-products',
          'Create store → /stores/create',
          'Order management → /stores/order-management',
          'Discounts → /discounts/datatable',
        ],
      },
      { group: 'Shipping', items: ['Shipping rates → /shipping/rates', 'Shipping zones → /shipping/zones'] },
      'Reports → /reports/view',
      'Subscriptions → /subscriptions/view',
      {
        group: 'Settings',
        items: [
          'Company information → /info/view',
          'Business owners → /business-owner-details/datatable',
          'Team → /settings/team',
          'Payment settings → /settings/payment',
          'Success fields → /settings/success-fields',
          'Support details → /settings/support',
          'Share settings → /settings/share',
          'Notifications → /settings/notifications',
          'Pages and policies → /pages/datatable',
          'API keys → /api/datatable',
          'IP whitelist → /whitelist/datatable',
          'Webhooks → /webhooks/datatable',
        ],
      },
      'FPX status → /fpx-status',
    ])
    for (const to of links(menu)) expect(builtRoutes.has(to), to).toBe(true)
  })

  it('holds nothing back: every area of the merchant menu is built, so no link leads to the 404 page', () => {
    const hidden = links(MERCHANT_MENU).filter(
      (to) => !links(filterMenu(MERCHANT_MENU, builtRoutes)).includes(to),
    )
    expect(hidden).toEqual([])
  })

  it('offers an introducer its whole portal (SPEC §2 introducer variant)', () => {
    expect(outline(filterMenu(INTRODUCER_MENU, builtRoutes))).toEqual(outline(INTRODUCER_MENU))
    expect(links(INTRODUCER_MENU)).toEqual([
      '/dashboard',
      '/transactions/payment',
      '/transactions/payout',
      '/merchants',
    ])
  })
})
