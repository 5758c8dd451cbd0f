// The payout rails: the bank switch that moves a payout to a merchant's bank account (DuitNow, IBG,
// RENTAS) and answers account-name enquiries before any money goes there.

export interface AccountEnquiry {
  bankCode: string
  accountNumber: string
  /** The holder name the merchant entered. */
  holderName: string
  /** The merchant's registered company name, which the account must be held under. */
  registeredName: string
}

/** The bank's answer; `message` is shown to the merchant as the bank's reason. */
export interface EnquiryAnswer {
  verified: boolean
  message: string
}

export interface PayoutTransfer {
  /** Niaga's payout number: the switch treats a resend under the same reference as the same transfer. */
  reference: string
  /** The rail's code (DUITNOW_TRANSFER, IBG, RENTAS, IBG_CORPORATE). */
  rail: string
  amountSen: number
  bankCode: string
  accountNumber: string
  holderName: string
}

/** Where a transfer stands; a failure's reason is the receiving bank's, shown to the merchant. */
export type TransferStatus =
  { status: 'processing' } | { status: 'paid' } | { status: 'failed'; reason: string }

export interface PayoutRails {
  enquireAccount(enquiry: AccountEnquiry): Promise<EnquiryAnswer>
  /** Sends a transfer; answers the switch's reference for it, shown to the merchant as the bank reference. */
  sendTransfer(transfer: PayoutTransfer): Promise<{ bankReference: string }>
  /** Asks where a transfer sent earlier stands, once its rail's processing time has passed. */
  transferStatus(transfer: PayoutTransfer & { bankReference: string }): Promise<TransferStatus>
}
