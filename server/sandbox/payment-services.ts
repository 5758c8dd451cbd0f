// The sandbox payment switch and its services: FPX banks (individual B2C and corporate B2B), card,
// e-wallets, DuitNow QR, BNPL, PayPal and crypto. FPX test banks SBI Bank A/B/C have fixed outcomes (as in
// FPX's own test environment): A approves, B rejects, C stays pending and settles on the next status check.
import type { Channel } from '../../src/contract/constants.ts'
import type { Clock } from '../clock.ts'
import type { PaymentSwitch, SwitchService } from '../providers/payment-switch.ts'

export type Outcome = 'choose' | 'approve' | 'reject' | 'pending'

interface ServiceDefinition {
  id: number
  name: string
  code: string
  group: Channel
  bankType?: 1 | 2
  /** Fixed simulator outcome (FPX test banks); others let the payer choose on the sandbox page. */
  outcome?: Outcome
  /** Always offline in the sandbox, so the bank-health page and the disabled state can be seen. */
  alwaysOffline?: boolean
}

const B2C_BANKS: [string, string][] = [
  ['Affin Bank', 'ABB0233'],
  ['Agrobank', 'AGRO01'],
  ['Alliance Bank (Personal)', 'ABMB0212'],
  ['AmBank', 'AMBB0209'],
  ['Bank Islam', 'BIMB0340'],
  ['Bank Muamalat', 'BMMB0341'],
  ['Bank Rakyat', 'BKRM0602'],
  ['Bank Simpanan Nasional', 'BSN0601'],
  ['CIMB Clicks', 'BCBB0235'],
  ['Hong Leong Bank', 'HLB0224'],
  ['HSBC Bank', 'HSBC0223'],
  ['Kuwait Finance House', 'KFH0346'],
  ['Maybank2u', 'MB2U0227'],
  ['OCBC Bank', 'OCBC0229'],
  ['Public Bank', 'PBB0233'],
  ['RHB Bank', 'RHB0218'],
  ['Standard Chartered', 'SCB0216'],
  ['UOB Bank', 'UOB0226'],
]
const B2B_BANKS: [string, string][] = [
  ['Affin Bank (Corporate)', 'ABB0235'],
  ['AmBank (Corporate)', 'AMBB0208'],
  ['Bank Islam (Corporate)', 'BIMB0340'],
  ['CIMB Bank (Corporate)', 'BCBB0235'],
  ['Hong Leong Bank (Corporate)', 'HLB0224'],
  ['Maybank2E', 'MBB0228'],
  ['Public Bank PBe', 'PBB0234'],
  ['RHB Bank (Corporate)', 'RHB0218'],
  ['UOB Regional', 'UOB0228'],
]
const TEST_BANKS: [string, string, Outcome][] = [
  ['SBI Bank A (test: approves)', 'TEST0021', 'approve'],
  ['SBI Bank B (test: rejects)', 'TEST0022', 'reject'],
  ['SBI Bank C (test: pending, then settles)', 'TEST0023', 'pending'],
]

const fpx = (bankType: 1 | 2, offset: number, banks: [string, string][]): ServiceDefinition[] => [
  ...banks.map(([name, code], i) => ({
    id: offset + i + 1,
    name,
    code: `${bankType === 1 ? 'B2C' : 'B2B'}-${code}`,
    group: 'fpx' as const,
    bankType,
    alwaysOffline: code === 'KFH0346',
  })),
  ...TEST_BANKS.map(([name, code, outcome], i) => ({
    id: offset + 90 + i,
    name,
    code: `${bankType === 1 ? 'B2C' : 'B2B'}-${code}`,
    group: 'fpx' as const,
    bankType,
    outcome,
  })),
]

export const SERVICES: readonly ServiceDefinition[] = [
  ...fpx(1, 1000, B2C_BANKS),
  ...fpx(2, 2000, B2B_BANKS),
  { id: 3001, name: 'Credit / debit card', code: 'CARD', group: 'credit_card' },
  { id: 4001, name: "Touch 'n Go eWallet", code: 'TNG', group: 'ewallet' },
  { id: 4002, name: 'GrabPay', code: 'GRABPAY', group: 'ewallet' },
  { id: 4003, name: 'Boost', code: 'BOOST', group: 'ewallet' },
  { id: 4004, name: 'ShopeePay', code: 'SHOPEEPAY', group: 'ewallet' },
  { id: 5001, name: 'DuitNow QR', code: 'DUITNOW', group: 'duitnow' },
  { id: 6001, name: 'Atome (3 instalments)', code: 'ATOME', group: 'bnpl' },
  { id: 7001, name: 'PayPal', code: 'PAYPAL', group: 'paypal' },
  { id: 8001, name: 'USDT (crypto)', code: 'USDT', group: 'crypto' },
]

/** Simulated bank health: KFH is always down; Bank Muamalat is down in the first 5 minutes of every hour. */
export function isOnline(service: ServiceDefinition, now: Date): boolean {
  if (service.alwaysOffline) return false
  if (service.code.endsWith('BMMB0341')) return now.getUTCMinutes() >= 5
  return true
}

export function findService(id: number): ServiceDefinition | undefined {
  return SERVICES.find((s) => s.id === id)
}

/** The sandbox page that plays the payer's bank, wallet or provider, and the card issuer's 3-D Secure. */
export const sandboxPayPageUrl = (transactionNo: string) =>
  `/sandbox/pay/${encodeURIComponent(transactionNo)}`

const toSwitchService = (service: ServiceDefinition, now: Date): SwitchService => ({
  id: service.id,
  name: service.name,
  code: service.code,
  channel: service.group,
  online: isOnline(service, now),
})

export function sandboxPaymentSwitch(clock: Clock): PaymentSwitch {
  return {
    listServices: (payerType) =>
      Promise.resolve(
        SERVICES.filter((s) => s.bankType === undefined || s.bankType === payerType).map((s) =>
          toSwitchService(s, clock.now()),
        ),
      ),
    findService(id) {
      const service = findService(id)
      return Promise.resolve(service && toSwitchService(service, clock.now()))
    },
    startPayment: ({ transactionNo }) => Promise.resolve({ payerUrl: sandboxPayPageUrl(transactionNo) }),
    // The sandbox's stand-in for a bank's late confirmation (FPX test bank C, or "pending" chosen on the
    // sandbox page): a pending payment is paid when asked again.
    queryPayment: () => Promise.resolve({ status: 'paid' }),
  }
}

export type { ServiceDefinition }
