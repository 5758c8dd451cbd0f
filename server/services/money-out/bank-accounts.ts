// The merchant's payout bank accounts: add, change, verify through the bank switch. Changing where the money
// goes (bank, number, holder) takes the verification away, so a payout never reaches unchecked details.
import { and, eq } from 'drizzle-orm'
import { bankName, type BankAccount } from '../../../src/contract/banks.ts'
import { accounts, bankAccounts } from '../../db/schema/index.ts'
import { conflict, isUniqueViolation } from '../../errors.ts'
import { readTablePage, searchIn, withinDays, type ListQuery } from '../pagination.ts'
import type { Deps } from '../../deps.ts'
import { findOwnedRecord, ownedRecord } from '../owned-records.ts'

type Row = typeof bankAccounts.$inferSelect

export const maskAccountNumber = (number: string) => `••••${number.slice(-4)}`

export function bankAccountView(row: Row): BankAccount {
  return {
    id: row.id,
    bank_code: row.bank_code,
    bank_name: bankName(row.bank_code),
    account_number: row.account_number,
    account_number_masked: maskAccountNumber(row.account_number),
    holder_name: row.holder_name,
    verified: row.verification_status === 'verified',
    verification_status: row.verification_status,
    verification_message: row.verification_message,
    verified_at: row.verified_at?.toISOString() ?? null,
    record_status_id: row.record_status_id,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }
}

const duplicate = () =>
  conflict('This bank account is already on your account', {
    account_number: 'This bank account is already on your account',
  })

export function listBankAccounts(
  deps: Deps,
  accountId: string,
  query: ListQuery & { start_date?: string | undefined; end_date?: string | undefined },
) {
  return readTablePage(deps, query, bankAccounts, {
    where: and(
      eq(bankAccounts.account_id, accountId),
      searchIn(query.search, bankAccounts.holder_name, bankAccounts.account_number),
      withinDays(bankAccounts.created_at, query.start_date, query.end_date),
    ),
    sortBy: query.sort === 'holder_name' ? bankAccounts.holder_name : bankAccounts.created_at,
    toApi: (rows) => rows.map(bankAccountView),
  })
}

export async function findBankAccount(deps: Deps, accountId: string, id: string): Promise<Row> {
  return findOwnedRecord(deps, bankAccounts, 'Bank account', accountId, id)
}

export async function createBankAccount(
  deps: Deps,
  accountId: string,
  input: { bank_code: string; account_number: string; holder_name: string },
) {
  const { db } = deps
  const now = deps.clock.now()
  try {
    const [row] = await db
      .insert(bankAccounts)
      .values({ ...input, account_id: accountId, created_at: now, updated_at: now })
      .returning()
    return bankAccountView(row!)
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate()
    throw error
  }
}

export async function updateBankAccount(
  deps: Deps,
  accountId: string,
  id: string,
  input: {
    bank_code?: string | undefined
    account_number?: string | undefined
    holder_name?: string | undefined
    record_status_id?: 1 | 2 | undefined
  },
) {
  const { db } = deps
  const now = deps.clock.now()
  const current = await findBankAccount(deps, accountId, id)
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined))
  const moved = (['bank_code', 'account_number', 'holder_name'] as const).some(
    (field) => field in changes && changes[field] !== current[field],
  )
  const reset = moved
    ? { verification_status: 'unverified' as const, verification_message: null, verified_at: null }
    : {}
  try {
    const [row] = await db
      .update(bankAccounts)
      .set({ ...changes, ...reset, updated_at: now })
      .where(ownedRecord(bankAccounts, accountId, id))
      .returning()
    return bankAccountView(row!)
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate()
    throw error
  }
}

/** Asks the bank switch whether the account is open and in the holder's name; records the answer. */
export async function verifyBankAccount(deps: Deps, accountId: string, id: string) {
  const { db, providers } = deps
  const now = deps.clock.now()
  const row = await findBankAccount(deps, accountId, id)
  const [account] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId))
  const answer = await providers.payoutRails.enquireAccount({
    bankCode: row.bank_code,
    accountNumber: row.account_number,
    holderName: row.holder_name,
    registeredName: account?.name ?? '',
  })
  const [saved] = await db
    .update(bankAccounts)
    .set({
      verification_status: answer.verified ? 'verified' : 'failed',
      verification_message: answer.message,
      verified_at: answer.verified ? now : null,
      updated_at: now,
    })
    .where(eq(bankAccounts.id, row.id))
    .returning()
  return bankAccountView(saved!)
}
