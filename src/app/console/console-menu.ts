// The console menu of SPEC §2 as data. Areas are built one by one, so the shell shows only entries whose
// route is registered in the router: the menu grows with the app and never holds a dead link.
import { roleCan, type Permission } from '../../contract/roles.ts'
import type { IconName } from '../ui/icons.tsx'
import type { ConsoleText } from '../../i18n/i18n.ts'

export interface MenuLink {
  /** Shown through the console's catalog (src/locales/console). */
  label: ConsoleText
  to: string
  icon?: IconName
  /** Shown only to roles with this permission (src/contract/roles.ts); the server refuses the rest anyway. */
  permission?: Permission
}

export interface MenuGroup {
  label: ConsoleText
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
      { label: 'Discounts', to: '/discounts/datatable' },
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
  { label: 'Reports', to: '/reports/view', icon: 'chart' },
  { label: 'Subscriptions', to: '/subscriptions/view', icon: 'switch' },
  {
    label: 'Settings',
    icon: 'building',
    items: [
      { label: 'Company information', to: '/info/view' },
      { label: 'Business owners', to: '/business-owner-details/datatable', permission: 'settings' },
      { label: 'Team', to: '/settings/team', permission: 'team' },
      { label: 'Payment settings', to: '/settings/payment', permission: 'settings' },
      { label: 'Success fields', to: '/settings/success-fields', permission: 'settings' },
      { label: 'Support details', to: '/settings/support', permission: 'settings' },
      { label: 'Share settings', to: '/settings/share', permission: 'settings' },
      { label: 'Notifications', to: '/settings/notifications', permission: 'settings' },
      { label: 'Pages and policies', to: '/pages/datatable' },
      { label: 'API keys', to: '/api/datatable', permission: 'settings' },
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

/**
 * Niaga's own staff (src/contract/admin.ts): platform totals, merchants (switch into one), plans, audit log.
 */
export const ADMIN_MENU: MenuEntry[] = [
  { label: 'Dashboard', to: '/dashboard', icon: 'dashboard' },
  { label: 'Merchants', to: '/admin/merchants', icon: 'users' },
  { label: 'Plans', to: '/subscriptions/view', icon: 'switch' },
  { label: 'Audit log', to: '/admin/audit-log', icon: 'file' },
]

export function menuFor(accountType: string | undefined): MenuEntry[] {
  if (accountType === 'admin') return ADMIN_MENU
  return accountType === 'introducer' ? INTRODUCER_MENU : MERCHANT_MENU
}

/** Keeps links to registered routes that the role may use, and groups that still have a link. */
export function filterMenu(
  menu: readonly MenuEntry[],
  routePaths: ReadonlySet<string>,
  role?: string,
): MenuEntry[] {
  const isRoute = (link: MenuLink) =>
    (routePaths.has(link.to) || routePaths.has(`${link.to}/`)) &&
    (!link.permission || role === undefined || roleCan(role, link.permission))
  return menu.flatMap((entry): MenuEntry[] => {
    if (!isMenuGroup(entry)) return isRoute(entry) ? [entry] : []
    const items = entry.items.filter(isRoute)
    return items.length > 0 ? [{ ...entry, items }] : []
  })
}
