// Signed tokens: short-lived access JWTs (HS256, jose) and opaque refresh tokens stored hashed.
import { createHash, randomBytes } from 'node:crypto'
import { errors, jwtVerify, SignJWT } from 'jose'

export interface AccessClaims {
  sub: string
  sid: string
  iat: number
  exp: number
}

const ISSUER = 'niaga-sandbox'
// The HMAC key, imported once per secret: given raw bytes, jose imports a CryptoKey on every sign and
// verify, a measurable share of each signed-in request (docs/performance.md).
const keys = new Map<string, Promise<CryptoKey>>()
const key = (secret: string) => {
  let found = keys.get(secret)
  if (!found) {
    found = crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    )
    keys.set(secret, found)
  }
  return found
}

export async function signAccessToken(
  secret: string,
  userId: string,
  sessionId: string,
  now: Date,
  ttlSeconds: number,
) {
  const iat = Math.floor(now.getTime() / 1000)
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience('access')
    .setSubject(userId)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(await key(secret))
}

export type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' }

export async function verifyAccessToken(secret: string, token: string, now: Date): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, await key(secret), {
      issuer: ISSUER,
      audience: 'access',
      algorithms: ['HS256'],
      currentDate: now,
    })
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string')
      return { ok: false, reason: 'invalid' }
    return { ok: true, claims: payload as unknown as AccessClaims }
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' }
  }
}

/** One-purpose signed tokens (password reset links): a JWT with its own audience and a single-use id. */
export async function signPurposeToken(
  secret: string,
  purpose: string,
  subject: string,
  jti: string,
  now: Date,
  ttlSeconds: number,
) {
  const iat = Math.floor(now.getTime() / 1000)
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(purpose)
    .setSubject(subject)
    .setJti(jti)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(await key(secret))
}

export async function verifyPurposeToken(secret: string, purpose: string, token: string, now: Date) {
  try {
    const { payload } = await jwtVerify(token, await key(secret), {
      issuer: ISSUER,
      audience: purpose,
      algorithms: ['HS256'],
      currentDate: now,
    })
    if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string') return null
    return { sub: payload.sub, jti: payload.jti }
  } catch {
    return null
  }
}

export const newOpaqueToken = () => randomBytes(32).toString('base64url')
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')
