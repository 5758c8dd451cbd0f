// The roles a manager may give: everyone but owners may not grant the owner role (src/contract/team.ts).
import { ROLE_NAMES, type RoleCode } from '@/contract/roles.ts'
import { roleChangeRefusal } from '@/contract/team.ts'
import { ROLE_CODES } from '@/contract/users.ts'

export const ROLE_HINTS: Record<RoleCode, string> = {
  owner: 'Everything, including who owns the account',
  admin: 'Everything but the owner role',
  finance: 'Reads everything; payouts, settlements, voids and refunds',
  staff: 'Reads everything; customers, bills, products, stores and orders',
  viewer: 'Reads everything, changes nothing',
}

/** Role choices for `actor` changing someone whose role is `current` (null: a new invitation). */
export function roleChoices(actor: string | undefined, current: string | null) {
  return ROLE_CODES.filter(
    (role) => role === current || roleChangeRefusal(actor ?? '', current, role) === null,
  ).map((role) => ({
    value: role,
    label: `${ROLE_NAMES[role]} — ${ROLE_HINTS[role]}`,
  }))
}
