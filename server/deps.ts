// What every service and handler can reach: dependencies and the caller's identity. Services take these
// as plain parameters; nothing here knows about HTTP.
import type { Clock } from './clock.ts'
import type { Config, HangPoint } from './config.ts'
import type { Db } from './db/client.ts'
import type { AccountType } from '../src/contract/constants.ts'
import type { Logger } from './log.ts'
import type { CardAcquirer } from './providers/card-acquirer.ts'
import type { Courier } from './providers/courier.ts'
import type { ImageAnalyser } from './providers/image-analyser.ts'
import type { ImageProcessor } from './providers/image-processor.ts'
import type { Mailer } from './providers/mail.ts'
import type { PaymentSwitch } from './providers/payment-switch.ts'
import type { PayoutRails } from './providers/payout-rails.ts'
import type { SmsSender } from './providers/sms.ts'

/**
 * Every outside party Niaga talks to (docs/providers.md). The sandbox plays all of them; a real provider
 * replaces one field where Deps is built, and no service changes.
 */
export interface Providers {
  paymentSwitch: PaymentSwitch
  cardAcquirer: CardAcquirer
  payoutRails: PayoutRails
  courier: Courier
  mail: Mailer
  sms: SmsSender
  imageProcessor: ImageProcessor
  imageAnalyser: ImageAnalyser
}

/**
 * Named places in long operations where a crash test may hold a request (TEST_HANG_AT), so it can kill the
 * server at a known point. Outside such a test, reaching a point does nothing.
 */
export interface HangPoints {
  reach(point: HangPoint): Promise<void>
}

export interface Deps {
  db: Db
  clock: Clock
  config: Config
  log: Logger
  providers: Providers
  hangPoints: HangPoints
}

/** The authenticated caller: who, in which account, with which role, in which session. */
export interface Caller {
  userId: string
  accountId: string
  accountType: AccountType
  roleCode: string
  sessionId: string
  /** Set when the call authenticated with an API key rather than a session. */
  apiKeyId?: string
  /**
   * Set in an admin's support session inside a merchant account: the admin account behind it
   * (src/contract/admin.ts).
   */
  supportAdminAccountId?: string
}
