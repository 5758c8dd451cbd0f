// The fixed role catalogue (SPEC §6: role names not shown; these are Niaga's). What each role may do is
// src/contract/roles.ts; the descriptions here are that table in words, served by GET roles.
import {
  PERMISSION_ACTIONS,
  ROLE_NAMES,
  ROLE_PERMISSIONS,
  type RoleCode,
} from '../../../src/contract/roles.ts'

export const ROLE_IDS = { owner: 1, admin: 2, finance: 3, staff: 4, viewer: 5 } as const

function describe(role: RoleCode): string {
  const actions = ROLE_PERMISSIONS[role].map((permission) => PERMISSION_ACTIONS[permission])
  const can = `Can ${actions.join('; ')}`
  return role === 'owner' ? `${can}; the only role that grants or takes away ownership` : can
}

export const ROLES = (Object.keys(ROLE_IDS) as RoleCode[]).map((code) => ({
  id: ROLE_IDS[code],
  code,
  name: ROLE_NAMES[code],
  description: describe(code),
}))

/** Roles that may manage an account's users and settings. */
export const MANAGER_ROLES: readonly string[] = ['owner', 'admin']
