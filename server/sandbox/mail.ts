// Sandbox mail and SMS: nothing leaves the machine; messages land in the outbox table instead, where the
// merchant reads them (GET sandbox/outbox).
import type { Clock } from '../clock.ts'
import type { Db } from '../db/client.ts'
import { messageOutbox } from '../db/schema/index.ts'
import type { Logger } from '../log.ts'
import type { Mailer } from '../providers/mail.ts'
import type { SmsSender } from '../providers/sms.ts'

/** Written with the root database handle, never a caller's transaction: a message once sent stays sent. */
export interface OutboxParts {
  db: Db
  clock: Clock
  log: Logger
}

export const sandboxMailer = ({ db, clock, log }: OutboxParts): Mailer => ({
  async send(mail) {
    await db.insert(messageOutbox).values({
      channel: 'email',
      recipient: mail.to,
      subject: mail.subject,
      body: mail.body,
      meta: mail.meta ?? null,
      account_id: mail.accountId ?? null,
      created_at: clock.now(),
    })
    log.info('sandbox mail queued', { subject: mail.subject })
  },
})

export const sandboxSms = ({ db, clock }: OutboxParts): SmsSender => ({
  async send(sms) {
    await db.insert(messageOutbox).values({
      channel: 'sms',
      recipient: sms.to,
      body: sms.body,
      meta: sms.meta ?? null,
      account_id: sms.accountId ?? null,
      created_at: clock.now(),
    })
  },
})
