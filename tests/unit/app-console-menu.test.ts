import { describe, expect, it } from 'vitest'
import {
  filterMenu,
  INTRODUCER_MENU,
  isMenuGroup,
  menuFor,
  MERCHANT_MENU,
  type MenuEntry,
} from '../../src/app/console-menu.ts'

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
        '/stores/manage',
      ]),
    )
  })
})

describe('menuFor', () => {
  it('gives introducers their own menu and everyone else the merchant menu', () => {
    expect(menuFor('introducer')).toBe(INTRODUCER_MENU)
    expect(menuFor('merchant')).toBe(MERCHANT_MENU)
    expect(menuFor('admin')).toBe(MERCHANT_MENU)
    expect(menuFor(undefined)).toBe(MERCHANT_MENU)
  })
})
