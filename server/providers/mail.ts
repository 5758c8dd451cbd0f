// The mail provider: delivers the e-mails Niaga sends (password resets, usernames, team invitations, bills'
// payment links). Called outside database transactions: delivery cannot be rolled back.

export interface OutgoingEmail {
  to: string
  subject: string
  body: string
  /** Kept with the message by the provider (the link it carries, the bill or invitation it is about). */
  meta?: Record<string, unknown>
  /** The merchant account it is sent for, so each merchant sees only their own messages. */
  accountId?: string
}

export interface Mailer {
  send(mail: OutgoingEmail): Promise<void>
}
