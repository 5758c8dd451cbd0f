// One bill created and paid by FPX through the public API, as a merchant and a payer would; answers ms.
const json = { 'content-type': 'application/json' }

async function call<T>(url: string, init: RequestInit): Promise<T> {
  const res = await fetch(url, init)
  const body = (await res.json()) as { response_code: number; data: T }
  if (body.response_code !== 2000) throw new Error(`${url}: ${JSON.stringify(body)}`)
  return body.data
}

let collectionId: string | undefined

/** A pending RM 10.00 bill in the bench's collection, as a merchant makes one. */
export async function createBill(base: string, token: string) {
  const auth = { ...json, authorization: `Bearer ${token}` }
  collectionId ??= (
    await call<{ id: string }>(`${base}/api/v1/collections`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ title: 'Bench', kind: 'bill' }),
    })
  ).id
  return call<{ uuid: string; invoice_no: string }>(`${base}/api/v1/collections/bill-method`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ collection_id: collectionId, payer_name: 'Bench Payer', amount: '10.00' }),
  })
}

export async function createAndPayBill(base: string, token: string): Promise<number> {
  const started = performance.now()
  const bill = await createBill(base, token)
  const pay = await call<{ transaction_invoice_no: string }>(
    `${base}/api/v1/payment-services/switch/payment-bill/_invoice?_invoice=${bill.invoice_no}`,
    {
      method: 'POST',
      headers: { ...json, 'idempotency-key': `bench-${bill.invoice_no}` },
      body: JSON.stringify({ payment_service_id: 1013 }),
    },
  )
  await fetch(`${base}/sandbox/pay/${pay.transaction_invoice_no}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'action=approve',
    redirect: 'manual',
  })
  const receipt = await call<{ status: string }>(
    `${base}/api/v1/payment-services/switch/manual-checking-transaction?invoice_no=${pay.transaction_invoice_no}`,
    { method: 'POST' },
  )
  if (receipt.status !== 'paid') throw new Error(`bench payment ended ${receipt.status}`)
  return performance.now() - started
}
