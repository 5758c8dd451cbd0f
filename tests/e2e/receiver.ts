// The merchant's own server in end-to-end tests: a receiver on 127.0.0.1 that answers 200 to every signed
// event (webhooks and collection callbacks) and keeps the raw body and the signature headers.
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface ReceivedEvent {
  raw: string
  body: { event?: string; event_id?: string; invoice_no?: string; status?: string; amount?: string }
  signature: string | undefined
  timestamp: string | undefined
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
        signature: req.headers['x-niaga-signature'] as string | undefined,
        timestamp: req.headers['x-niaga-timestamp'] as string | undefined,
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
