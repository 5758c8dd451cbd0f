// What every service and handler can reach: dependencies and the caller's identity. Services take these
// as plain parameters; nothing here knows about HTTP.
import type { Clock } from './clock.ts'
import type { Config } from './config.ts'
import type { Db } from './db/client.ts'
import type { AccountType } from '../src/contract/constants.ts'
import type { Logger } from './log.ts'

/** The sandbox card acquirer's RSA key pair: the browser encrypts card data with the public half. */
export interface AcquirerKeys {
  publicKeyBase64Der: string
  privateKeyPem: string
}

export interface Deps {
  db: Db
  clock: Clock
  config: Config
  log: Logger
  acquirer: AcquirerKeys
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
