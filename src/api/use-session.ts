// The stored session as React state: re-renders on login, logout, account switch and other tabs.
import { useMemo, useSyncExternalStore } from 'react'
import type { Account } from '@/contract/auth.ts'
import { getStoredAccountJson, parseStoredAccount, subscribeSession } from './session.ts'

export function useCurrentAccount(): Account | null {
  const json = useSyncExternalStore(subscribeSession, getStoredAccountJson)
  return useMemo(() => parseStoredAccount(json), [json])
}
