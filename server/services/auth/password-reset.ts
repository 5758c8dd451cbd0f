// Forgot password / username by e-mail (the mail provider), and the reset itself.
// The answer is the same whether or not the address exists, so it cannot be used to find accounts.
import { randomUUID } from 'node:crypto'
import { and, eq, isNull, sql } from 'drizzle-orm'
import { ResponseCode } from '../../../src/contract/codes.ts'
import { PRODUCT_TITLE } from '../../../src/contract/constants.ts'
import { isConsoleLanguage } from '../../../src/contract/languages.ts'
import { oneTimeTokens, users } from '../../db/schema/index.ts'
import { AppError } from '../../errors.ts'
import type { Deps } from '../../deps.ts'
import { wordsFor } from '../notifications/notice-words.ts'
import { hashPassword } from './passwords.ts'
import { revokeUserSessions } from './sessions.ts'
import { sha256, signPurposeToken, verifyPurposeToken } from './tokens.ts'

export const RESET_TOKEN_TTL_SECONDS = 30 * 60
const PURPOSE = 'password_reset'

export async function requestReset(deps: Deps, email: string, type: 'password' | 'username'): Promise<void> {
  const [user] = await deps.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
  if (!user || user.record_status_id !== 1) return
  // In the language of the user's profile.
  const language = isConsoleLanguage(user.language) ? user.language : 'en'
  const say = wordsFor(language)
  const hello = say('Hello {name},', { name: user.full_name })
  const notMe = say('If you did not ask for this, ignore this message.')
  if (type === 'username') {
    await deps.providers.mail.send({
      to: user.email,
      subject: say('{product}: your username', { product: PRODUCT_TITLE }),
      body: `${hello}\n\n${say('Your username is: {username}', { username: user.username })}\n\n${notMe}`,
    })
    return
  }
  const now = deps.clock.now()
  const jti = randomUUID()
  const token = await signPurposeToken(
    deps.config.jwtSecret,
    PURPOSE,
    user.id,
    jti,
    now,
    RESET_TOKEN_TTL_SECONDS,
  )
  await deps.db.insert(oneTimeTokens).values({
    token_hash: sha256(jti),
    purpose: PURPOSE,
    user_id: user.id,
    created_at: now,
    expires_at: new Date(now.getTime() + RESET_TOKEN_TTL_SECONDS * 1000),
  })
  const link = `${deps.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`
  await deps.providers.mail.send({
    to: user.email,
    subject: say('{product}: reset your password', { product: PRODUCT_TITLE }),
    body: `${hello}\n\n${say('Reset your password within 30 minutes:')}\n${link}\n\n${notMe}`,
    meta: { link },
  })
}

const invalidLink = () =>
  new AppError(ResponseCode.TOKEN_INVALID, 'This reset link is invalid or has expired')

export async function resetPassword(deps: Deps, token: string, password: string): Promise<void> {
  const now = deps.clock.now()
  const claims = await verifyPurposeToken(deps.config.jwtSecret, PURPOSE, token, now)
  if (!claims) throw invalidLink()
  const passwordHash = await hashPassword(password)
  await deps.db.transaction(async (tx) => {
    // Single use: only the first reset with this link claims it.
    const claimed = await tx
      .update(oneTimeTokens)
      .set({ used_at: now })
      .where(
        and(
          eq(oneTimeTokens.token_hash, sha256(claims.jti)),
          eq(oneTimeTokens.user_id, claims.sub),
          isNull(oneTimeTokens.used_at),
        ),
      )
      .returning({ user_id: oneTimeTokens.user_id })
    if (claimed.length === 0) throw invalidLink()
    await tx
      .update(users)
      .set({ password_hash: passwordHash, updated_at: now })
      .where(eq(users.id, claims.sub))
  })
  // A new password ends every session that was opened with the old one.
  await revokeUserSessions(deps, claims.sub, 'password_reset')
}
