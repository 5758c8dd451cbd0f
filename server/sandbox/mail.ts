// Sandbox mail and SMS: nothing leaves the machine; messages land in the outbox table instead.
import { messageOutbox } from '../db/schema/index.ts'
import type { Deps } from '../deps.ts'

export interface OutgoingEmail {
  to: string
  subject: string
  body: string
  meta?: Record<string, unknown>
  accountId?: string
}

export async function sendEmail(deps: Deps, mail: OutgoingEmail): Promise<void> {
  await deps.db.insert(messageOutbox).values({
    channel: 'email',
    recipient: mail.to,
    subject: mail.subject,
    body: mail.body,
    meta: mail.meta ?? null,
    account_id: mail.accountId ?? null,
    created_at: deps.clock.now(),
  })
  deps.log.info('sandbox mail queued', { subject: mail.subject })
}

export interface OutgoingSms {
  to: string
  body: string
  meta?: Record<string, unknown>
  accountId?: string
}

export async function sendSms(deps: Deps, sms: OutgoingSms): Promise<void> {
  await deps.db.insert(messageOutbox).values({
    channel: 'sms',
    recipient: sms.to,
    body: sms.body,
    meta: sms.meta ?? null,
    account_id: sms.accountId ?? null,
    created_at: deps.clock.now(),
  })
}
