// Invitation link tokens: 24 random bytes and an HMAC of them under the server's secret, so a made-up or
// mistyped token is refused before any lookup. The database keeps only the token's SHA-256.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

const signatureOf = (secret: string, nonce: string) =>
  createHmac('sha256', secret).update(`invitation:${nonce}`).digest('base64url').slice(0, 32)

export function newInvitationToken(secret: string): string {
  const nonce = randomBytes(24).toString('base64url')
  return `${nonce}.${signatureOf(secret, nonce)}`
}

export function isSignedInvitationToken(secret: string, token: string): boolean {
  const [nonce, signature, ...rest] = token.split('.')
  if (!nonce || !signature || rest.length > 0) return false
  const expected = Buffer.from(signatureOf(secret, nonce))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
