// The IP whitelist for API-key calls (src/contract/developers.ts). Entries are stored as normalised CIDR
// (a single address as /32 or /128, a range by its network address), so one address or range is one row
// and a duplicate is caught by the unique index whatever way it was written.
import ipaddr from 'ipaddr.js'
import { eq } from 'drizzle-orm'
import { WHITELIST_ENTRIES_MAX, type WhitelistEntry } from '../../../src/contract/developers.ts'
import type { ListPage } from '../../../src/contract/envelope.ts'
import { whitelistAddresses } from '../../db/schema/index.ts'
import { conflict, isUniqueViolation, notFound, validationError } from '../../errors.ts'
import { readTablePage, type ListQuery } from '../pagination.ts'
import type { Deps } from '../../deps.ts'
import { deleteOwnedRecord, ownedRecord } from '../owned-records.ts'

type Row = typeof whitelistAddresses.$inferSelect

const ADDRESS_HELP = 'Enter an IPv4 or IPv6 address, or a range such as 203.0.113.0/24 or 2001:db8::/32'

const show = (address: ipaddr.IPv4 | ipaddr.IPv6) =>
  address.kind() === 'ipv6' ? (address as ipaddr.IPv6).toRFC5952String() : address.toString()

/** `203.0.113.5` → `203.0.113.5/32`; `203.0.113.9/24` → `203.0.113.0/24`; IPv4-mapped IPv6 → IPv4. */
export function normaliseAddress(text: string): { address: string; version: 4 | 6 } {
  const trimmed = text.trim()
  try {
    // ipaddr.js also reads legacy IPv4 forms (`1.2.3`, octal, hex) that nobody means in a whitelist.
    if (!trimmed.includes(':') && !/^\d{1,3}(\.\d{1,3}){3}(\/\d{1,2})?$/.test(trimmed))
      throw new Error('invalid')
    if (trimmed.includes('/')) {
      if (!ipaddr.isValidCIDR(trimmed)) throw new Error('invalid')
      const [parsed, bits] = ipaddr.parseCIDR(trimmed)
      const network =
        parsed.kind() === 'ipv6'
          ? ipaddr.IPv6.networkAddressFromCIDR(trimmed)
          : ipaddr.IPv4.networkAddressFromCIDR(trimmed)
      return { address: `${show(network)}/${bits}`, version: parsed.kind() === 'ipv6' ? 6 : 4 }
    }
    if (!ipaddr.isValid(trimmed)) throw new Error('invalid')
    const address = ipaddr.process(trimmed)
    return address.kind() === 'ipv6'
      ? { address: `${show(address)}/128`, version: 6 }
      : { address: `${show(address)}/32`, version: 4 }
  } catch {
    throw validationError({ address: ADDRESS_HELP }, 'Invalid address')
  }
}

/** Whether a caller's address falls in any active entry; an account with no active entries allows all. */
export function addressAllowed(entries: readonly string[], callerIp: string): boolean {
  if (entries.length === 0) return true
  let caller: ipaddr.IPv4 | ipaddr.IPv6
  try {
    caller = ipaddr.process(callerIp)
  } catch {
    return false
  }
  return entries.some((entry) => {
    const [network, bits] = ipaddr.parseCIDR(entry)
    return network.kind() === caller.kind() && caller.match([network, bits] as never)
  })
}

const view = (row: Row): WhitelistEntry => ({
  id: row.id,
  address: row.address,
  ip_version: row.ip_version === 6 ? 6 : 4,
  label: row.label,
  status: row.status,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
})

export function listWhitelist(
  deps: Deps,
  accountId: string,
  query: ListQuery,
): Promise<ListPage<WhitelistEntry>> {
  return readTablePage(deps, { ...query, order: 'asc' }, whitelistAddresses, {
    where: eq(whitelistAddresses.account_id, accountId),
    sortBy: whitelistAddresses.created_at,
    toApi: (rows) => rows.map(view),
  })
}

const duplicate = (address: string) =>
  conflict(`${address} is already on the whitelist`, { address: 'This address is already on the whitelist' })

export async function addWhitelistEntry(
  deps: Deps,
  accountId: string,
  input: { address: string; label?: string | null | undefined },
): Promise<WhitelistEntry> {
  const { db } = deps
  const now = deps.clock.now()
  const { address, version } = normaliseAddress(input.address)
  if (
    (await db.$count(whitelistAddresses, eq(whitelistAddresses.account_id, accountId))) >=
    WHITELIST_ENTRIES_MAX
  ) {
    throw conflict(
      `The whitelist holds at most ${WHITELIST_ENTRIES_MAX} entries: use a range (CIDR) to cover several addresses`,
    )
  }
  try {
    const [row] = await db
      .insert(whitelistAddresses)
      .values({
        account_id: accountId,
        address,
        ip_version: version,
        label: input.label ?? null,
        created_at: now,
        updated_at: now,
      })
      .returning()
    return view(row!)
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(address)
    throw error
  }
}

export async function updateWhitelistEntry(
  deps: Deps,
  accountId: string,
  id: string,
  input: {
    address?: string | undefined
    label?: string | null | undefined
    status?: 'active' | 'disabled' | undefined
  },
): Promise<WhitelistEntry> {
  const { db } = deps
  const now = deps.clock.now()
  const normalised = input.address === undefined ? undefined : normaliseAddress(input.address)
  try {
    const [row] = await db
      .update(whitelistAddresses)
      .set({
        ...(normalised ? { address: normalised.address, ip_version: normalised.version } : {}),
        ...(input.label === undefined ? {} : { label: input.label }),
        ...(input.status === undefined ? {} : { status: input.status }),
        updated_at: now,
      })
      .where(ownedRecord(whitelistAddresses, accountId, id))
      .returning()
    if (!row) throw notFound('Whitelist entry')
    return view(row)
  } catch (error) {
    if (normalised && isUniqueViolation(error)) throw duplicate(normalised.address)
    throw error
  }
}

export async function removeWhitelistEntry(deps: Deps, accountId: string, id: string): Promise<void> {
  await deleteOwnedRecord(deps, whitelistAddresses, 'Whitelist entry', accountId, id)
}
