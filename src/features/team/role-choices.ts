// The roles a manager may give: everyone but owners may not grant the owner role (src/contract/team.ts).
import { roleWord } from '@/app/ui/role-words.ts'
import type { RoleCode } from '@/contract/roles.ts'
import { roleChangeRefusal } from '@/contract/team.ts'
import { ROLE_CODES } from '@/contract/users.ts'
import { t } from '@/i18n/i18n.ts'

/** What a role may do, in the active language (asked for while rendering). */
export function roleHint(role: RoleCode): string {
  return {
    owner: t('Everything, including who owns the account'),
    admin: t('Everything but the owner role'),
    finance: t('Reads everything; payouts, settlements, voids and refunds'),
    staff: t('Reads everything; customers, bills, products, stores and orders'),
    viewer: t('Reads everything, changes nothing'),
  }[role]
}

/** Role choices for `actor` changing someone whose role is `current` (null: a new invitation). */
export function roleChoices(actor: string | undefined, current: string | null) {
  return ROLE_CODES.filter(
    (role) => role === current || roleChangeRefusal(actor ?? '', current, role) === null,
  ).map((role) => ({
    value: role,
    label: `${roleWord(role)} — ${roleHint(role)}`,
  }))
}
