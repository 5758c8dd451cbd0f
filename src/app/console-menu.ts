// The console menu of SPEC §2 as data. Areas are built one by one, so the shell shows only entries whose
// route is registered in the router: the menu grows with the app and never holds a dead link.
import type { IconName } from './icons.tsx'

export interface MenuLink {
  label: string
  to: string
  icon?: IconName
}

export interface MenuGroup {
  label: string
  icon: IconName
  items: MenuLink[]
}

export type MenuEntry = MenuLink | MenuGroup

export function isMenuGroup(entry: MenuEntry): entry is MenuGroup {
  return 'items' in entry
}

export const MERCHANT_MENU: MenuEntry[] = [
  { label: 'Dashboard', to: '/dashboard', icon: 'dashboard' },
  {
    label: 'Collections',
    icon: 'file',
    items: [
      { label: 'All collections', to: '/collections/list' },
      { label: 'Payment records', to: '/collections/payments' },
      { label: 'Create bill collection', to: '/collections/create-bill-form' },
      { label: 'Create payment form', to: '/collections/create-payment-form' },
      { label: 'Sandbox outbox', to: '/outbox' },
    ],
  },
  { label: 'Customers', to: '/customers/datatable', icon: 'users' },
  { label: 'Customer bills', to: '/customer-bills/datatable', icon: 'file' },
  {
    label: 'Payouts',
    icon: 'wallet',
    items: [
      { label: 'Payouts', to: '/payout/view' },
      { label: 'Self-settlement', to: '/payout/self-settlement' },
    ],
  },
  { label: 'Settlements', to: '/settlement/view', icon: 'bank' },
  { label: 'Refunds', to: '/refund/view', icon: 'refund' },
  {
    label: 'Pools',
    icon: 'bank',
    items: [
      { label: 'Master virtual accounts', to: '/pools/list' },
      { label: 'Virtual accounts', to: '/pools/eol/list2' },
    ],
  },
  {
    label: 'Products',
    icon: 'package',
    items: [
      { label: 'Products', to: '/products/datatable' },
      { label: 'Categories', to: '/products-categories/list' },
      { label: 'Subcategories', to: '/products-subcategories/list' },
    ],
  },
  {
    label: 'Stores',
    icon: 'store',
    items: [
      { label: 'Manage stores', to: '/stores/manage' },
      { label: 'Store products', to: '/stores/store-products' },
      { label: 'Create store', to: '/stores/create' },
      { label: 'Order management', to: '/stores/order-management' },
    ],
  },
  {
    label: 'Shipping',
    icon: 'truck',
    items: [
      { label: 'Shipping rates', to: '/shipping/rates' },
      { label: 'Shipping zones', to: '/shipping/zones' },
    ],
  },
  { label: 'Pages', to: '/pages/datatable', icon: 'file' },
  { label: 'Reports', to: '/reports/view', icon: 'chart' },
  { label: 'Subscriptions', to: '/subscriptions/view', icon: 'switch' },
  {
    label: 'Settings',
    icon: 'building',
    items: [
      { label: 'Company information', to: '/info/view' },
      { label: 'Business owners', to: '/business-owner-details/datatable' },
      { label: 'API keys', to: '/api/datatable' },
      { label: 'IP whitelist', to: '/whitelist/datatable' },
      { label: 'Webhooks', to: '/webhooks/datatable' },
    ],
  },
  { label: 'FPX status', to: '/fpx-status', icon: 'activity' },
]

export const INTRODUCER_MENU: MenuEntry[] = [
  { label: 'Dashboard', to: '/dashboard', icon: 'dashboard' },
  {
    label: 'Transactions',
    icon: 'wallet',
    items: [
      { label: 'Payments', to: '/transactions/payment' },
      { label: 'Payouts', to: '/transactions/payout' },
    ],
  },
  { label: 'Merchants', to: '/merchants', icon: 'users' },
]

export function menuFor(accountType: string | undefined): MenuEntry[] {
  return accountType === 'introducer' ? INTRODUCER_MENU : MERCHANT_MENU
}

/** Keeps links to registered routes and groups that still have a link. */
export function filterMenu(menu: readonly MenuEntry[], routePaths: ReadonlySet<string>): MenuEntry[] {
  const isRoute = (to: string) => routePaths.has(to) || routePaths.has(`${to}/`)
  return menu.flatMap((entry): MenuEntry[] => {
    if (!isMenuGroup(entry)) return isRoute(entry.to) ? [entry] : []
    const items = entry.items.filter((item) => isRoute(item.to))
    return items.length > 0 ? [{ ...entry, items }] : []
  })
}
