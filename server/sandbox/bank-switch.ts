// The sandbox bank switch behind the payout rails: account-name enquiry (verify a bank account) with the
// documented test accounts, and transfers that the receiving bank pays or rejects by the amount's sen.
import { SANDBOX_BANK_ACCOUNTS } from '../../src/contract/banks.ts'
import { FAILING_PAYOUT_SEN_ENDING } from '../../src/contract/payouts.ts'
import type { EnquiryAnswer, PayoutRails, TransferStatus } from '../providers/payout-rails.ts'

const normalise = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

/** Account-name enquiry: does this account exist, open, in this holder's name? */
function enquireAccount(accountNumber: string, holderName: string, registeredName: string): EnquiryAnswer {
  if (accountNumber === SANDBOX_BANK_ACCOUNTS.verifies)
    return { verified: true, message: 'Verified (sandbox test account)' }
  if (accountNumber === SANDBOX_BANK_ACCOUNTS.nameMismatch)
    return { verified: false, message: 'Name mismatch: the bank holds this account under another name' }
  if (accountNumber === SANDBOX_BANK_ACCOUNTS.closed)
    return { verified: false, message: 'Account closed: the bank reports this account as closed' }
  if (normalise(holderName) === normalise(registeredName))
    return { verified: true, message: 'Verified: the holder name matches your registered company name' }
  return {
    verified: false,
    message: `Name mismatch: the holder name must match your registered company name (${registeredName})`,
  }
}

/** The receiving bank's answer once the payout's processing time has passed. */
function bankOutcome(amountSen: number): TransferStatus {
  if (amountSen % 100 === FAILING_PAYOUT_SEN_ENDING)
    return {
      status: 'failed',
      reason: `Rejected by the receiving bank (sandbox: amounts ending in .${FAILING_PAYOUT_SEN_ENDING} fail)`,
    }
  return { status: 'paid' }
}

export const sandboxPayoutRails: PayoutRails = {
  enquireAccount: ({ accountNumber, holderName, registeredName }) =>
    Promise.resolve(enquireAccount(accountNumber, holderName, registeredName)),
  // The switch's reference is made from the payout's own number, so a resend is the same transfer.
  sendTransfer: ({ reference }) => Promise.resolve({ bankReference: `SW${reference.replace(/-/g, '')}` }),
  transferStatus: ({ amountSen }) => Promise.resolve(bankOutcome(amountSen)),
}
