// The payment switch: one party that connects a payer to their FPX bank (individual B2C or corporate B2B),
// e-wallet, DuitNow QR, BNPL provider, PayPal or crypto wallet. Malaysian switches serve all of these the
// same way (one list of services with their health, a redirect to the payer's side, a status requery), so
// one interface serves every channel; the card service it lists is decided by the card acquirer.
import type { Channel } from '../../src/contract/constants.ts'

/** Individual (1, FPX B2C) or corporate (2, FPX B2B) payers. */
export type PayerType = 1 | 2

export interface SwitchService {
  /** The switch's id for the service (payment_service_id). */
  id: number
  name: string
  /** The switch's own code for it, e.g. B2C-MB2U0227 (unique_reference). */
  code: string
  channel: Channel
  /** Whether it takes payments right now: a bank's online banking goes down for maintenance. */
  online: boolean
}

export interface SwitchPayment {
  /** Niaga's transaction number: the switch reports the outcome under it. */
  transactionNo: string
  serviceId: number
  amountSen: number
}

/** Where a payment stands at the payer's bank or wallet. */
export type SwitchStatus = { status: 'paid' } | { status: 'failed'; reason: string } | { status: 'pending' }

export interface PaymentSwitch {
  /** Every service open to this kind of payer, in the switch's order, each with its health now. */
  listServices(payerType: PayerType): Promise<SwitchService[]>
  /** One service by id, with its health now; undefined when the switch offers no such service. */
  findService(id: number): Promise<SwitchService | undefined>
  /**
   * Opens a payment at the switch: answers the URL the payer is sent to, where they approve it at their
   * bank, wallet or provider. The outcome comes back to Niaga for `transactionNo`.
   */
  startPayment(payment: SwitchPayment): Promise<{ payerUrl: string }>
  /** Asks again about a payment still pending (the bank confirms late): FPX's status requery. */
  queryPayment(transactionNo: string): Promise<SwitchStatus>
}
