// The stored session as React state: re-renders on login, logout, account switch and other tabs.
import { useMemo, useSyncExternalStore } from 'react'
import type { Account } from '@/contract/auth.ts'
import { roleCan, type Permission } from '@/contract/roles.ts'
import { getStoredAccountJson, parseStoredAccount, subscribeSession } from './session.ts'

export function useCurrentAccount(): Account | null {
  const json = useSyncExternalStore(subscribeSession, getStoredAccountJson)
  return useMemo(() => parseStoredAccount(json), [json])
}

/** Whether the current member's role has a permission (src/contract/roles.ts), to show only the actions the
 *  server would allow; the server checks again (4030). */
export function useRoleCan(permission: Permission): boolean {
  const role = useCurrentAccount()?.role?.code
  return role !== undefined && roleCan(role, permission)
}
