// Outbound safety (docs/operations.md, "Outbound calls"): callbacks and webhooks to private, loopback and
// link-local addresses are refused after DNS resolution and again on every redirect, unless the setting
// allows them; a refused delivery is recorded in words and not retried; a receiver that hangs is cut off
// after the timeout. Every receiver here listens on 127.0.0.1 only.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { OutboundSettings } from '../../server/config.ts'
import { jobs } from '../../server/db/schema/index.ts'
import { JOB_HANDLERS } from '../../server/jobs/handlers.ts'
import { runDueJobs } from '../../server/jobs/queue.ts'
import { ResponseCode } from '../../src/contract/codes.ts'
import type { WebhookEvent, WebhookEventDetail } from '../../src/contract/developers.ts'
import type { ListData } from '../../src/contract/envelope.ts'
import { CALLBACK_HEADERS } from '../../src/contract/payments.ts'
import { startApi, type Api } from '../support/api-harness.ts'
import { choose, makeBill, serviceId, startPay } from '../support/payments.ts'

const REFUSE: OutboundSettings = { allowPrivate: false, allowedAddresses: [], timeoutMs: 5000 }
const ALLOW: OutboundSettings = { ...REFUSE, allowPrivate: true }
const RULE = 'Niaga does not call private, loopback or link-local addresses'

let api: Api
let token: string
beforeAll(async () => {
  api = await startApi({ config: { outbound: REFUSE } })
})
// A fresh session each test: some move the clock a day on.
beforeEach(async () => {
  token = (await api.login('merchant@niaga.test')).access_token
})
afterAll(() => api.close())
// Each test starts with no delivery waiting: one a test left retrying (its receiver gone) is dropped.
afterEach(async () => {
  await api.db.update(jobs).set({ status: 'done' }).where(eq(jobs.status, 'queued'))
})

/** The outbound setting from now on (the server reads it from the config object on every call). */
const setting = (outbound: OutboundSettings) => {
  api.config.outbound = outbound
}

interface Hit {
  path: string
  headers: IncomingMessage['headers']
  body: string
}

/** A receiver on 127.0.0.1 that answers each request with `answer` (which may also never answer). */
async function receiver(answer: (req: IncomingMessage, res: ServerResponse, hit: Hit) => void) {
  const hits: Hit[] = []
  let closedEarly = 0
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      const hit = { path: req.url ?? '', headers: req.headers, body }
      hits.push(hit)
      res.on('close', () => (res.writableFinished ? undefined : closedEarly++))
      answer(req, res, hit)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    port,
    hits,
    closedEarly: () => closedEarly,
    close: () => {
      server.closeAllConnections()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
const ok = (_req: IncomingMessage, res: ServerResponse) => res.writeHead(200).end('ok')

/**
 * A paid bill whose collection calls back `url`. The URL is saved with private addresses allowed, as it
 * would have been before the setting changed, or as a host name that resolves to one is: the call is
 * checked when it is sent.
 */
async function paidWithCallback(url: string, outbound: OutboundSettings) {
  setting(ALLOW)
  const { bill } = await makeBill(api, token, '42.00', { callback_url: url })
  setting(outbound)
  const started = await startPay(api, bill, await serviceId(api, bill.uuid, 'Maybank2u'))
  await choose(api, started.body.data.transaction_invoice_no, 'approve')
  return bill.invoice_no
}

/** A day on: every job due by then has run (a refused delivery is not among them). */
async function aDayLater() {
  api.clock.advance(86_400_000)
  await runDueJobs(api.deps, JOB_HANDLERS, 100)
  token = (await api.login('merchant@niaga.test')).access_token
}

async function eventFor(invoiceNo: string): Promise<WebhookEventDetail> {
  const list = await api.call<ListData<WebhookEvent>>('GET', '/webhook-events?type=payment.paid&limit=100', {
    token,
  })
  const event = list.body.data.list.data.find((e) => e.payload.invoice_no === invoiceNo)
  if (!event) throw new Error(`no payment.paid event for ${invoiceNo}`)
  return (await api.call<WebhookEventDetail>('GET', `/webhook-events/${event.id}`, { token })).body.data
}

describe('saving a URL', () => {
  it('refuses a callback or webhook URL that names a private, loopback or link-local address, in words', async () => {
    setting(REFUSE)
    const collection = await api.call('POST', '/collections', {
      token,
      body: { title: 'Loopback fees', kind: 'bill', callback_url: 'http://127.0.0.1:9/callback' },
    })
    expect(collection.body).toMatchObject({
      response_code: ResponseCode.VALIDATION_FAILED,
      data: {
        breakdown: {
          callback_url:
            'The callback URL points to a loopback address (127.0.0.1), which Niaga does not call',
        },
      },
    })
    const endpoint = await api.call('PUT', '/payment-services/merchant-callback-data/endpoint', {
      token,
      body: { url: 'http://169.254.169.254/latest/meta-data' },
    })
    expect(endpoint.body).toMatchObject({
      response_code: ResponseCode.VALIDATION_FAILED,
      data: {
        breakdown: {
          url: 'The webhook URL points to a link-local address (169.254.169.254), which Niaga does not call',
        },
      },
    })
    const va = await api.call('POST', '/virtual-accounts/merchant', {
      token,
      body: { name: 'Unit 9', callback_url: 'https://192.168.1.20/hook' },
    })
    expect(va.body).toMatchObject({
      response_code: ResponseCode.VALIDATION_FAILED,
      data: {
        breakdown: {
          callback_url:
            'The callback URL points to a private address (192.168.1.20), which Niaga does not call',
        },
      },
    })
    const local = await api.call('POST', '/collections', {
      token,
      body: { title: 'Local fees', kind: 'bill', callback_url: 'http://localhost:3000/cb' },
    })
    expect(local.body).toMatchObject({
      data: {
        breakdown: {
          callback_url: 'The callback URL points to localhost, a loopback address, which Niaga does not call',
        },
      },
    })
  })

  it('refuses the address on update too, and saves host names (checked when sent) and allowed addresses', async () => {
    setting(REFUSE)
    const created = await api.call<{ id: string }>('POST', '/collections', {
      token,
      body: { title: 'Public fees', kind: 'bill', callback_url: 'https://merchant.example.com/niaga' },
    })
    expect(created.body.response_code).toBe(ResponseCode.SUCCESS)
    const updated = await api.call('PUT', `/collections/${created.body.data.id}`, {
      token,
      body: { callback_url: 'http://10.0.0.5/niaga' },
    })
    expect(updated.body).toMatchObject({
      data: {
        breakdown: {
          callback_url: 'The callback URL points to a private address (10.0.0.5), which Niaga does not call',
        },
      },
    })
    setting({ ...REFUSE, allowedAddresses: ['10.0.0.5'] })
    expect(
      (
        await api.call('PUT', `/collections/${created.body.data.id}`, {
          token,
          body: { callback_url: 'http://10.0.0.5/niaga' },
        })
      ).body.response_code,
    ).toBe(ResponseCode.SUCCESS)
    setting(ALLOW)
    const endpoint = await api.call('PUT', '/payment-services/merchant-callback-data/endpoint', {
      token,
      body: { url: 'http://127.0.0.1:9/hook' },
    })
    expect(endpoint.body.response_code).toBe(ResponseCode.SUCCESS)
    expect(
      (
        await api.call('PUT', '/payment-services/merchant-callback-data/endpoint', {
          token,
          body: { url: null },
        })
      ).body.response_code,
    ).toBe(ResponseCode.SUCCESS)
  })
})

describe('sending a callback', () => {
  it('refuses a loopback address when sending, records why, sends nothing and does not retry', async () => {
    const merchant = await receiver(ok)
    try {
      const invoiceNo = await paidWithCallback(`http://127.0.0.1:${merchant.port}/niaga/callback`, REFUSE)
      expect(await runDueJobs(api.deps, JOB_HANDLERS)).toBe(1)
      expect(merchant.hits).toHaveLength(0)
      const event = await eventFor(invoiceNo)
      expect(event).toMatchObject({ state: 'failed', attempts: 1, last_status_code: null })
      expect(event.deliveries).toEqual([
        expect.objectContaining({
          attempt: 1,
          success: false,
          status_code: null,
          error: `Not sent: 127.0.0.1 is a loopback address; ${RULE}`,
        }),
      ])
      // Final: a day later it has not been tried again, and the receiver still got nothing.
      await aDayLater()
      expect(await eventFor(invoiceNo)).toMatchObject({ state: 'failed', attempts: 1 })
      expect(merchant.hits).toHaveLength(0)
    } finally {
      await merchant.close()
    }
  })

  it('resolves a host name first and refuses it when it resolves to loopback', async () => {
    const merchant = await receiver(ok)
    try {
      const invoiceNo = await paidWithCallback(`http://localhost:${merchant.port}/niaga/callback`, REFUSE)
      expect(await runDueJobs(api.deps, JOB_HANDLERS)).toBe(1)
      expect(merchant.hits).toHaveLength(0)
      const [delivery] = (await eventFor(invoiceNo)).deliveries
      expect(delivery?.error).toMatch(
        new RegExp(
          `^Not sent: localhost resolves to a loopback address \\((127\\.0\\.0\\.1|::1)\\); ${RULE}$`,
        ),
      )
    } finally {
      await merchant.close()
    }
  })

  it('calls a private address when the setting allows it', async () => {
    const merchant = await receiver(ok)
    try {
      const invoiceNo = await paidWithCallback(`http://127.0.0.1:${merchant.port}/niaga/callback`, ALLOW)
      expect(await runDueJobs(api.deps, JOB_HANDLERS)).toBe(1)
      expect(merchant.hits).toHaveLength(1)
      expect(await eventFor(invoiceNo)).toMatchObject({ state: 'delivered', last_status_code: 200 })
    } finally {
      await merchant.close()
    }
  })
})

describe('redirects', () => {
  // 127.0.0.1 is allowed by name (OUTBOUND_ALLOWED_ADDRESSES); every other loopback address is not.
  const ONLY_127_0_0_1: OutboundSettings = { ...REFUSE, allowedAddresses: ['127.0.0.1'] }

  it('follows a redirect to an allowed address and posts the same signed body there', async () => {
    const merchant = await receiver((req, res) =>
      req.url === '/old' ? res.writeHead(308, { location: '/new' }).end() : res.writeHead(200).end('ok'),
    )
    try {
      const invoiceNo = await paidWithCallback(`http://127.0.0.1:${merchant.port}/old`, ONLY_127_0_0_1)
      expect(await runDueJobs(api.deps, JOB_HANDLERS)).toBe(1)
      expect(merchant.hits.map((h) => h.path)).toEqual(['/old', '/new'])
      const [first, second] = merchant.hits
      expect(second!.body).toBe(first!.body)
      expect(second!.headers[CALLBACK_HEADERS.signature]).toBe(first!.headers[CALLBACK_HEADERS.signature])
      expect(await eventFor(invoiceNo)).toMatchObject({ state: 'delivered', last_status_code: 200 })
    } finally {
      await merchant.close()
    }
  })

  it('checks the address again on each redirect and refuses a hop to a loopback address', async () => {
    const target = await receiver(ok)
    const redirector = await receiver((_req, res) =>
      res.writeHead(302, { location: `http://127.0.0.2:${target.port}/inside` }).end(),
    )
    try {
      const invoiceNo = await paidWithCallback(`http://127.0.0.1:${redirector.port}/callback`, ONLY_127_0_0_1)
      expect(await runDueJobs(api.deps, JOB_HANDLERS)).toBe(1)
      expect(redirector.hits).toHaveLength(1)
      expect(target.hits).toHaveLength(0)
      const event = await eventFor(invoiceNo)
      expect(event.state).toBe('failed')
      expect(event.deliveries[0]?.error).toBe(
        `Not sent: the receiver redirected to http://127.0.0.2:${target.port}/inside, and 127.0.0.2 is a loopback address; ${RULE}`,
      )
      await aDayLater()
      expect(await eventFor(invoiceNo)).toMatchObject({ state: 'failed', attempts: 1 })
      expect(redirector.hits).toHaveLength(1)
    } finally {
      await redirector.close()
      await target.close()
    }
  })

  it('gives up after three redirects, and retries later', async () => {
    const loop = await receiver((req, res) =>
      res.writeHead(307, { location: `/hop${Number(req.url?.slice(4) || 0) + 1}` }).end(),
    )
    try {
      const invoiceNo = await paidWithCallback(`http://127.0.0.1:${loop.port}/hop0`, ONLY_127_0_0_1)
      expect(await runDueJobs(api.deps, JOB_HANDLERS)).toBe(1)
      expect(loop.hits.map((h) => h.path)).toEqual(['/hop0', '/hop1', '/hop2', '/hop3'])
      const event = await eventFor(invoiceNo)
      expect(event).toMatchObject({ state: 'retrying' })
      expect(event.deliveries[0]?.error).toBe('The receiver redirected more than 3 times')
      api.clock.advance(10_000)
      expect(await runDueJobs(api.deps, JOB_HANDLERS)).toBe(1)
    } finally {
      await loop.close()
    }
  })
})

describe('a receiver that hangs', () => {
  const SHORT: OutboundSettings = { ...ALLOW, timeoutMs: 300 }

  it.each([
    ['never answers', () => undefined],
    [
      'sends its headers and never finishes the body',
      (_req: IncomingMessage, res: ServerResponse) => res.writeHead(200).write('still'),
    ],
  ])('is cut off after the timeout when it %s, and the delivery is retried', async (_name, answer) => {
    const merchant = await receiver(answer)
    try {
      const invoiceNo = await paidWithCallback(`http://127.0.0.1:${merchant.port}/slow`, SHORT)
      const started = performance.now()
      expect(await runDueJobs(api.deps, JOB_HANDLERS)).toBe(1)
      expect(performance.now() - started).toBeLessThan(3000)
      expect(merchant.hits).toHaveLength(1)
      // Niaga closed the connection; the receiver never finished its answer.
      await expect.poll(() => merchant.closedEarly()).toBe(1)
      const event = await eventFor(invoiceNo)
      expect(event).toMatchObject({ state: 'retrying', attempts: 1 })
      expect(event.deliveries[0]).toMatchObject({
        success: false,
        status_code: null,
        error: 'The receiver did not answer within 0.3 s, so the call was cut off',
      })
      api.clock.advance(10_000)
      expect(await runDueJobs(api.deps, JOB_HANDLERS)).toBe(1)
      expect(merchant.hits).toHaveLength(2)
    } finally {
      await merchant.close()
    }
  })
})
