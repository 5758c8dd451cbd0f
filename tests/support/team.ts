// Team test helpers: the invitation link the outbox holds for an address, and its token.
import { and, desc, eq } from 'drizzle-orm'
import { messageOutbox } from '../../server/db/schema/index.ts'
import type { Api } from './api-harness.ts'

/** The newest invitation link emailed to `email`, from the sandbox outbox. */
export async function invitationLink(api: Api, email: string): Promise<string> {
  const [mail] = await api.db
    .select()
    .from(messageOutbox)
    .where(and(eq(messageOutbox.recipient, email), eq(messageOutbox.channel, 'email')))
    .orderBy(desc(messageOutbox.created_at), desc(messageOutbox.id))
    .limit(1)
  const link = (mail?.meta as { link?: string } | null)?.link
  if (!link) throw new Error(`No invitation link emailed to ${email}`)
  return link
}

/** The token of an invitation link, from its fragment (/invite#<token>). */
export const tokenOf = (link: string) => decodeURIComponent(new URL(link).hash.slice(1))

/** Invites `email` with `role` as the caller and answers the invitation's id and link token. */
export async function invite(
  api: Api,
  token: string,
  email: string,
  role: string,
): Promise<{ id: string; token: string }> {
  const res = await api.call<{ id: string }>('POST', '/invitations', {
    token,
    body: { email, role_code: role },
  })
  if (res.body.response_code !== 2000) throw new Error(`invite ${email} failed: ${JSON.stringify(res.body)}`)
  return { id: res.body.data.id, token: tokenOf(await invitationLink(api, email)) }
}
