// The merchant's own server in end-to-end tests: a receiver on 127.0.0.1 that answers 200 to every signed
// event (webhooks and collection callbacks) and keeps the raw body and the Standard Webhooks headers.
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { CALLBACK_HEADERS } from '../../src/contract/payments.ts'

export interface ReceivedEvent {
  raw: string
  body: { event?: string; event_id?: string; invoice_no?: string; status?: string; amount?: string }
  /** The webhook-id, webhook-timestamp and webhook-signature headers, as a verifying library reads them. */
  headers: Record<string, string>
}

export async function startReceiver(path = '/niaga/webhooks') {
  const received: ReceivedEvent[] = []
  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = ''
      req.on('data', (chunk: Buffer) => (text += chunk.toString()))
      req.on('end', () => resolve(text))
    })
  const server: Server = createServer((req, res) => {
    void readBody(req).then((text) => {
      received.push({
        raw: text,
        body: JSON.parse(text) as ReceivedEvent['body'],
        headers: Object.fromEntries(
          Object.values(CALLBACK_HEADERS).map((name) => [name, String(req.headers[name] ?? '')]),
        ),
      })
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}${path}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
