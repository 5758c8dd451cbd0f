// The browser session (SPEC §3/§4): the four storage keys, nothing else reads or writes them directly.
import * as v from 'valibot'
import { AccountSchema, type Account, type SessionData } from '@/contract/auth.ts'
import { STORAGE_KEYS } from '@/contract/constants.ts'

// Storage can throw (disabled cookies, private modes, quota): the session then simply does not persist.
function read(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value)
  } catch {
    // Nothing to do: the user stays logged in for this page only.
  }
}

const listeners = new Set<() => void>()
const notify = () => listeners.forEach((listener) => listener())

/** For useSyncExternalStore; also follows logins and logouts made in other tabs. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || Object.values<string>(STORAGE_KEYS).includes(event.key)) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

export function getAccessToken(): string | null {
  return read(STORAGE_KEYS.accessToken)
}

/** Stores a slid token from a response envelope. */
export function setAccessToken(token: string): void {
  write(STORAGE_KEYS.accessToken, token)
}

export function isLoggedIn(): boolean {
  return Boolean(getAccessToken())
}

export function saveSession(session: SessionData): void {
  write(STORAGE_KEYS.accessToken, session.access_token)
  write(STORAGE_KEYS.refreshToken, session.refresh_token)
  write(STORAGE_KEYS.account, session.account.id)
  write(STORAGE_KEYS.accountObj, JSON.stringify(session.account))
  notify()
}

/** The raw stored account JSON: a stable snapshot for useSyncExternalStore. */
export function getStoredAccountJson(): string | null {
  return read(STORAGE_KEYS.accountObj)
}

export function parseStoredAccount(json: string | null): Account | null {
  if (!json) return null
  try {
    const result = v.safeParse(AccountSchema, JSON.parse(json))
    return result.success ? result.output : null
  } catch {
    return null
  }
}

export function getStoredAccount(): Account | null {
  return parseStoredAccount(getStoredAccountJson())
}

/**
 * SPEC §4: logout or a fatal code clears the tokens, the account id and object, and empties local storage.
 */
export function clearSession(): void {
  try {
    for (const key of Object.values(STORAGE_KEYS)) localStorage.removeItem(key)
    localStorage.clear()
  } catch {
    // Storage unavailable: there is nothing stored to clear.
  }
  notify()
}
