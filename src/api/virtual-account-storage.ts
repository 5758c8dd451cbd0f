// SPEC §3: the console keeps the merchant's virtual accounts in browser storage. One entry under
// VIRTUAL_ACCOUNTS_STORAGE_KEY holds the last list fetched, the account it belongs to and the list's
// params, so a page shows it at once (before the API answers) and never shows one account's numbers to
// another account switched to on the same browser. Logout empties local storage (session.ts), this with it.
import * as v from 'valibot'
import { VIRTUAL_ACCOUNTS_STORAGE_KEY, VirtualAccountSchema, type VirtualAccount } from '@/contract/pools.ts'
import type { ListPage } from '@/contract/envelope.ts'

export type VirtualAccountListParams = {
  skip: number
  limit: number
  search?: string | undefined
  status?: VirtualAccount['status'] | undefined
}

const StoredSchema = v.object({
  account_id: v.string(),
  /** The list's params, as paramsKey writes them. */
  params: v.string(),
  saved_at: v.number(),
  list: v.object({
    data: v.array(VirtualAccountSchema),
    total: v.number(),
    skip: v.number(),
    limit: v.number(),
  }),
})

export interface StoredVirtualAccounts {
  list: ListPage<VirtualAccount>
  /** When it was fetched (ms since the epoch): the query's initialDataUpdatedAt. */
  savedAt: number
}

/** The same params in any key order (and absent filters left out) read as one key. */
export function paramsKey(params: VirtualAccountListParams): string {
  return JSON.stringify([params.skip, params.limit, params.search ?? null, params.status ?? null])
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

type StoredEntry = v.InferOutput<typeof StoredSchema>

/** The kept entry whatever account it belongs to; null when there is none or it is unreadable. */
function readEntry(): StoredEntry | null {
  try {
    const raw = storage()?.getItem(VIRTUAL_ACCOUNTS_STORAGE_KEY)
    if (!raw) return null
    const stored = v.safeParse(StoredSchema, JSON.parse(raw))
    return stored.success ? stored.output : null
  } catch {
    return null
  }
}

function writeEntry(entry: StoredEntry): void {
  try {
    storage()?.setItem(VIRTUAL_ACCOUNTS_STORAGE_KEY, JSON.stringify(entry))
  } catch {
    // Storage full or unavailable: the list is simply fetched again next time.
  }
}

/** The list last fetched by this account with these params; null when there is none (or it is unreadable). */
export function readStoredVirtualAccounts(
  accountId: string | null | undefined,
  params: VirtualAccountListParams,
): StoredVirtualAccounts | null {
  const entry = accountId ? readEntry() : null
  if (!entry || entry.account_id !== accountId || entry.params !== paramsKey(params)) return null
  return { list: entry.list, savedAt: entry.saved_at }
}

/** Keeps this list as the account's last one (replacing whatever was kept, of any account). */
export function storeVirtualAccounts(
  accountId: string | null | undefined,
  params: VirtualAccountListParams,
  list: ListPage<VirtualAccount>,
  savedAt: number = Date.now(),
): void {
  if (accountId) writeEntry({ account_id: accountId, params: paramsKey(params), saved_at: savedAt, list })
}

/** Puts a changed account (closed, say) into the kept list, so it reads right even before the next fetch. */
export function updateStoredVirtualAccount(
  accountId: string | null | undefined,
  account: VirtualAccount,
): void {
  const entry = accountId ? readEntry() : null
  if (!entry || entry.account_id !== accountId || !entry.list.data.some((row) => row.id === account.id))
    return
  const data = entry.list.data.map((row) => (row.id === account.id ? account : row))
  writeEntry({ ...entry, list: { ...entry.list, data } })
}
