// The fixed role catalogue (SPEC §6: role names not shown; these are Niaga's).
export const ROLES = [
  { id: 1, code: 'owner', name: 'Owner', description: 'Everything, including users, API keys and payouts' },
  { id: 2, code: 'admin', name: 'Administrator', description: 'Everything except ownership changes' },
  { id: 3, code: 'finance', name: 'Finance', description: 'Payments, payouts, settlements and reports' },
  { id: 4, code: 'staff', name: 'Staff', description: 'Customers, bills, products and orders' },
  { id: 5, code: 'viewer', name: 'Viewer', description: 'Read only' },
] as const

export const ROLE_IDS = { owner: 1, admin: 2, finance: 3, staff: 4, viewer: 5 } as const

/** Roles that may manage an account's users and settings. */
export const MANAGER_ROLES: readonly string[] = ['owner', 'admin']

/** Roles that may move money out: payouts, self-settlement, voids and refunds. */
export const MONEY_ROLES: readonly string[] = ['owner', 'admin', 'finance']
