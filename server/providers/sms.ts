// The SMS provider: delivers the text messages Niaga sends (bills' payment links). Called outside database
// transactions: delivery cannot be rolled back.

export interface OutgoingSms {
  to: string
  body: string
  /** Kept with the message by the provider (the link it carries, the bill it is about). */
  meta?: Record<string, unknown>
  /** The merchant account it is sent for, so each merchant sees only their own messages. */
  accountId?: string
}

export interface SmsSender {
  send(sms: OutgoingSms): Promise<void>
}
