// Who may do what in an account (SPEC §6: role names and finer permissions not shown; these are Niaga's).
// Every console operation names one permission; a member whose role lacks it gets 4030 with a message
// naming the roles that may. docs/roles-and-team.md's role table is this file, written out.
// - view:     every member, including viewers: records, lists, reports, their own profile and tour.
// - sell:     the day-to-day work of selling: customers, collections, bills, products, stores, orders,
//             shipping, discounts and pages.
// - money:    moving money out: payouts, self-settlement, voids, refunds, virtual accounts.
// - settings: how the account is set up: company details, business owners, payment, success-field,
//             support, share and notification settings, bank accounts, plan, API keys and webhooks.
// - team:     users and invitations. Only owners grant or take away the owner role, and an account
//             always keeps one active owner (server/services/accounts/members.ts).
// API keys are not members: their scopes decide (src/contract/developers.ts).
// Plain data, no schema library: the console menu reads it on the first screen.

export const ROLE_CODES = ['owner', 'admin', 'finance', 'staff', 'viewer'] as const
export type RoleCode = (typeof ROLE_CODES)[number]

export const PERMISSIONS = ['view', 'sell', 'money', 'settings', 'team'] as const
export type Permission = (typeof PERMISSIONS)[number]

/** What each permission lets a member do, finishing "can …". */
export const PERMISSION_ACTIONS: Record<Permission, string> = {
  view: 'see records and reports',
  sell: 'change customers, collections, bills, products, stores, orders, shipping, discounts and pages',
  money: 'move money out (payouts, settlements, voids, refunds, virtual accounts)',
  settings:
    'change the account’s settings (company, owners, payments, notifications, bank accounts, plan, API keys, webhooks)',
  team: 'manage users and invitations',
}

export const ROLE_NAMES: Record<RoleCode, string> = {
  owner: 'Owner',
  admin: 'Administrator',
  finance: 'Finance',
  staff: 'Staff',
  viewer: 'Viewer',
}

export const ROLE_PERMISSIONS: Record<RoleCode, readonly Permission[]> = {
  owner: PERMISSIONS,
  admin: PERMISSIONS,
  finance: ['view', 'money'],
  staff: ['view', 'sell'],
  viewer: ['view'],
}

export function roleCan(role: string, permission: Permission): boolean {
  return (ROLE_PERMISSIONS[role as RoleCode] ?? []).includes(permission)
}

export function rolesThatCan(permission: Permission): RoleCode[] {
  return ROLE_CODES.filter((role) => roleCan(role, permission))
}

/** "Only owners, administrators and finance can move money out (…)". */
export function permissionDeniedMessage(permission: Permission): string {
  const names = rolesThatCan(permission).map((role) =>
    role === 'finance' ? 'finance' : `${ROLE_NAMES[role].toLowerCase()}s`,
  )
  const list =
    names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? 'nobody')
  return `Only ${list} can ${PERMISSION_ACTIONS[permission]}`
}
