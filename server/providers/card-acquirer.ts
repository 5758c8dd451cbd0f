// The card acquirer: it gives the key the payer's browser encrypts card data with (SPEC §7), reads the card
// back, and asks the card's issuer to authorise the payment.

export interface PlainCard {
  number: string
  month: string
  year: string
  cvv: string
}

export interface CardPayment {
  /** Niaga's transaction number: a 3-D Secure challenge comes back under it. */
  transactionNo: string
  amountSen: number
  card: PlainCard
}

/** The issuer's answer; a challenge sends the payer to their issuer's 3-D Secure page first. */
export type CardAuthorisation =
  | { result: 'approved' }
  | { result: 'challenge'; challengeUrl: string }
  | { result: 'declined' | 'insufficient_funds' | 'invalid_number' }

export interface CardAcquirer {
  /** The acquirer's RSA public key (base64 DER), fetched once when the server starts. */
  readonly publicKeyBase64Der: string
  /**
   * The card the browser encrypted, or null when the data cannot be read (tampered, truncated, another
   * key). A broken acquirer configuration throws instead: that is the server's fault, not the payer's.
   */
  readCard(encryptedCardInfo: string): Promise<PlainCard | null>
  authorise(payment: CardPayment): Promise<CardAuthorisation>
}
