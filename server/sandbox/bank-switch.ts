// The sandbox bank switch: account-name enquiry (verify a bank account) and the payout rails with their
// fees and processing times. A real switch (PayNet DuitNow, IBG, RENTAS) sits behind these same functions.
import { SANDBOX_BANK_ACCOUNTS } from '../../src/contract/banks.ts'
import { FAILING_PAYOUT_SEN_ENDING } from '../../src/contract/payouts.ts'

export type Enquiry = { verified: true; message: string } | { verified: false; message: string }

const normalise = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

/** Account-name enquiry: does this account exist, open, in this holder's name? */
export function enquireAccount(accountNumber: string, holderName: string, registeredName: string): Enquiry {
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

export interface PayoutRail {
  payout_service_id: number
  bank_type_id: number
  name: string
  unique_reference: string
  fee_sen: number
  processing_seconds: number
  description: string
}

export const PAYOUT_RAILS: readonly PayoutRail[] = [
  {
    payout_service_id: 1,
    bank_type_id: 1,
    name: 'DuitNow Transfer',
    unique_reference: 'DUITNOW_TRANSFER',
    fee_sen: 100,
    processing_seconds: 300,
    description: 'Instant transfer; paid within minutes',
  },
  {
    payout_service_id: 2,
    bank_type_id: 1,
    name: 'Interbank GIRO (IBG)',
    unique_reference: 'IBG',
    fee_sen: 20,
    processing_seconds: 4 * 3600,
    description: 'Batch transfer; paid within hours',
  },
  {
    payout_service_id: 3,
    bank_type_id: 2,
    name: 'RENTAS',
    unique_reference: 'RENTAS',
    fee_sen: 500,
    processing_seconds: 1800,
    description: 'Real-time gross settlement for large corporate payouts',
  },
  {
    payout_service_id: 4,
    bank_type_id: 2,
    name: 'Interbank GIRO (IBG) corporate',
    unique_reference: 'IBG_CORPORATE',
    fee_sen: 50,
    processing_seconds: 4 * 3600,
    description: 'Batch transfer to a corporate account',
  },
]

export const railById = (id: number) => PAYOUT_RAILS.find((rail) => rail.payout_service_id === id)

/** The receiving bank's answer once the payout's processing time has passed. */
export function bankOutcome(amountSen: number): { paid: true } | { paid: false; reason: string } {
  if (amountSen % 100 === FAILING_PAYOUT_SEN_ENDING)
    return {
      paid: false,
      reason: `Rejected by the receiving bank (sandbox: amounts ending in .${FAILING_PAYOUT_SEN_ENDING} fail)`,
    }
  return { paid: true }
}
