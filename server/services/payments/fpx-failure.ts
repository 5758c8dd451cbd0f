// Why an FPX payment failed, in the bank's words. Only the sandbox bank flow of that transaction may say it:
// the bank page carries a proof (an HMAC of the transaction number and an expiry under JWT_SECRET) that
// comes back with the reason, so knowing a transaction number is not enough to rewrite its failure.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { ResponseCode } from '../../../src/contract/codes.ts'
import { paymentTransactions } from '../../db/schema/index.ts'
import { AppError, conflict } from '../../errors.ts'
import type { Deps } from '../../deps.ts'
import { findTransaction } from './start.ts'

/** How long a bank page's proof stays good: a payer deciding at the bank takes minutes, not hours. */
export const BANK_PROOF_TTL_SECONDS = 30 * 60

/** The reasons the sandbox banks give; the first is what a plain rejection records. */
export const FPX_FAILURE_REASONS = [
  'Rejected by the bank (sandbox)',
  'Insufficient balance in account',
  'Transaction cancelled by the payer',
  'Account is blocked',
  'Maximum transaction limit exceeded',
] as const

const signature = (deps: Deps, transactionNo: string, expires: number) =>
  createHmac('sha256', deps.config.jwtSecret)
    .update(`fpx-failed-reason:${transactionNo}:${expires}`)
    .digest('base64url')

/** Issued when the sandbox bank page of an FPX transaction is shown. */
export function issueBankProof(deps: Deps, transactionNo: string): string {
  const expires = Math.floor(deps.clock.now().getTime() / 1000) + BANK_PROOF_TTL_SECONDS
  return `${expires}.${signature(deps, transactionNo, expires)}`
}

const refused = (why: string) => new AppError(ResponseCode.TOKEN_INVALID, why)

/** Throws 4002 unless `proof` was issued by the bank page of this transaction and has not expired. */
export function verifyBankProof(deps: Deps, transactionNo: string, proof: string): void {
  const [expiresText = '', given = ''] = proof.split('.')
  const expires = Number(expiresText)
  const expected = Buffer.from(signature(deps, transactionNo, expires))
  const actual = Buffer.from(given)
  if (
    !/^\d{1,12}$/.test(expiresText) ||
    actual.length !== expected.length ||
    !timingSafeEqual(actual, expected)
  )
    throw refused('Only the bank page of this payment may record its failure reason')
  if (expires * 1000 <= deps.clock.now().getTime())
    throw refused('The bank page of this payment has expired; open it again')
}

/**
 * PUT customer-bills/fpx-failed-reason/{transaction_invoice_no}: the bank's reason for a failed FPX payment.
 */
export async function recordFpxFailureReason(
  deps: Deps,
  transactionNo: string,
  reason: string,
  proof: string,
): Promise<void> {
  verifyBankProof(deps, transactionNo, proof)
  const txn = await findTransaction(deps, transactionNo)
  if (txn.channel !== 'fpx' || txn.status !== 'failed')
    throw conflict('Only a failed FPX payment takes a failure reason')
  await deps.db
    .update(paymentTransactions)
    .set({ failure_reason: reason, updated_at: deps.clock.now() })
    .where(eq(paymentTransactions.id, txn.id))
}
