// Steps the payment API tests share: a collection and bill, paying through a sandbox page, a callback
// receiver.
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Bill, Collection } from '../../src/contract/collections.ts'
import type { ListData } from '../../src/contract/envelope.ts'
import type { PaymentService, Receipt } from '../../src/contract/payments.ts'
import type { Api } from './api-harness.ts'

export async function makeBill(
  api: Api,
  token: string,
  amount = '120.50',
  collection?: Partial<Collection> & { callback_url?: string },
) {
  const created = await api.call<Collection>('POST', '/collections', {
    token,
    body: { title: 'School fees 2026', kind: 'bill', ...collection },
  })
  if (created.body.response_code !== 2000) throw new Error(JSON.stringify(created.body))
  const bill = await api.call<Bill>('POST', '/collections/bill-method', {
    token,
    body: {
      collection_id: created.body.data.id,
      payer_name: 'Nurul Huda',
      payer_email: 'nurul@example.my',
      amount,
    },
  })
  if (bill.body.response_code !== 2000) throw new Error(JSON.stringify(bill.body))
  return { collection: created.body.data, bill: bill.body.data }
}

export async function serviceId(api: Api, billUuid: string, name: string, bankType = 1): Promise<number> {
  const res = await api.call<ListData<PaymentService>>(
    'GET',
    `/payment-services/switch/selected-list-payment-services/${bankType}?_invoice_uuid=${billUuid}`,
  )
  const found = res.body.data.list.data.find((s) => s.name.startsWith(name))
  if (!found) throw new Error(`no service ${name}`)
  return found.payment_service_id
}

export async function startPay(
  api: Api,
  bill: Bill,
  paymentServiceId: number,
  extra: { key?: string; card?: unknown } = {},
) {
  return api.call<{ transaction_invoice_no: string; redirect_url: string }>(
    'POST',
    `/payment-services/switch/payment-bill/_invoice?_invoice=${encodeURIComponent(bill.invoice_no)}`,
    {
      body: { payment_service_id: paymentServiceId, ...(extra.card ? { card: extra.card } : {}) },
      headers: extra.key ? { 'idempotency-key': extra.key } : {},
    },
  )
}

/** The proof the sandbox FPX bank page of a transaction is shown with (its hidden bank_proof field). */
export async function bankProof(api: Api, transactionNo: string): Promise<string> {
  const html = await (await api.app.request(`/sandbox/pay/${transactionNo}`)).text()
  const proof = /name="bank_proof" value="([^"]+)"/.exec(html)?.[1]
  if (!proof) throw new Error(`no bank_proof on the bank page of ${transactionNo}`)
  return proof
}

/**
 * The payer's choice on the sandbox page, as the browser would post the form (FPX: with the bank's fields).
 */
export async function choose(
  api: Api,
  transactionNo: string,
  action: string,
  otp?: string,
  fields: Record<string, string> = {},
) {
  const form = new URLSearchParams({ action, ...(otp ? { otp } : {}), ...fields })
  const res = await api.app.request(`/sandbox/pay/${transactionNo}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  })
  return res
}

export async function receipt(api: Api, transactionNo: string) {
  const res = await api.call<Receipt>(
    'POST',
    `/payment-services/switch/manual-checking-transaction?invoice_no=${transactionNo}`,
  )
  return res.body.data
}

export interface Received {
  headers: IncomingMessage['headers']
  body: string
}

/** A merchant's callback endpoint on 127.0.0.1 that can be told to fail its first N deliveries. */
export async function startReceiver(failFirst = 0) {
  const received: Received[] = []
  let failures = failFirst
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      received.push({ headers: req.headers, body })
      if (failures > 0) {
        failures--
        res.writeHead(500).end('not yet')
      } else res.writeHead(200).end('ok')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/niaga/callback`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
