// A member's role and an account's type as the console shows them, in the reader's language: one table for
// the team's lists, the role choices, an invitation, the account switcher and the account menu. The server's
// own English name (role_name) stands in only for a role this table does not know.
import type { AccountType } from '@/contract/constants.ts'
import type { RoleCode } from '@/contract/roles.ts'
import { t, type ConsoleText } from '@/i18n/i18n.ts'

export const ROLE_WORDS: Readonly<Record<RoleCode, ConsoleText>> = {
  owner: 'Owner',
  admin: 'Administrator',
  finance: 'Finance',
  staff: 'Staff',
  viewer: 'Viewer',
}

/** "staff" → "Staff", "Kakitangan"; an unknown role as the server names it. */
export function roleWord(code: string, serverName?: string): string {
  const id = (ROLE_WORDS as Readonly<Record<string, ConsoleText | undefined>>)[code]
  return id ? t(id) : (serverName ?? code)
}

const ACCOUNT_TYPE_WORDS: Readonly<Record<AccountType, ConsoleText>> = {
  merchant: 'Merchant',
  introducer: 'Introducer',
  admin: 'Admin',
}

/** "introducer" → "Introducer", "Pengenal". */
export const accountTypeWord = (type: AccountType): string => t(ACCOUNT_TYPE_WORDS[type])
