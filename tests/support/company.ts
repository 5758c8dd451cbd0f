// Steps the company and business-owner tests share: a member of another role in the caller's account.
import sharp from 'sharp'
import { DEMO_PASSWORD } from '../../server/db/seed-data.ts'
import type { Api } from './api-harness.ts'

/** Adds a user with `role` to the owner's account and logs them in; answers their access token. */
export async function member(
  api: Api,
  ownerToken: string,
  role: 'admin' | 'finance' | 'staff' | 'viewer',
  email: string,
): Promise<string> {
  const res = await api.call('POST', '/users', {
    token: ownerToken,
    body: { full_name: `Company ${role}`, email, role_code: role, password: DEMO_PASSWORD },
  })
  if (res.body.response_code !== 2000) throw new Error(`add ${role}: ${JSON.stringify(res.body)}`)
  return (await api.login(email)).access_token
}

/** A small real PNG (a logo or a scanned document) for uploads. */
export const TINY_PNG = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0f766e' } })
  .png()
  .toBuffer()

/** Uploads TINY_PNG to the caller's image library; answers the image id. */
export async function uploadImage(api: Api, token: string, name = 'scan.png'): Promise<string> {
  const form = new FormData()
  form.append('file', new File([new Uint8Array(TINY_PNG)], name, { type: 'image/png' }))
  const res = await api.app.request('/api/v1/cdn/upload', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  })
  const body = (await res.json()) as { response_code: number; data: { id: string } }
  if (body.response_code !== 2000) throw new Error(`upload: ${JSON.stringify(body)}`)
  return body.data.id
}
