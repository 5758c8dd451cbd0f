// How a merchant's server checks a Niaga event: with the Standard Webhooks library, not with code copied from
// the reference (docs/developers-and-webhooks.md, "Signatures").
import { Webhook } from 'standardwebhooks'

/** The headers as a receiver reads them (Node's may repeat a header as an array). */
const asStrings = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, String(value)]))

/** Whether the delivery verifies under the secret, as the `standardwebhooks` package checks it. */
export function verifiesWith(secret: string, headers: Record<string, unknown>, body: string): boolean {
  try {
    new Webhook(secret).verify(body, asStrings(headers))
    return true
  } catch {
    return false
  }
}
