// What a test needs before its story starts, set up through the API as the merchant's own server would: the
// browser's time goes to what the test is about.
import { expect, type APIRequestContext } from '@playwright/test'
import type { Bill } from '../../src/contract/collections.ts'
import type { Envelope } from '../../src/contract/envelope.ts'
import { merchantToken } from './support.ts'

export type MerchantCall = <T = unknown>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: unknown,
) => Promise<T>

/** Calls the API as the demo merchant (or with `token`), expecting success; each call answers the data. */
export async function merchantApi(request: APIRequestContext, token?: string): Promise<MerchantCall> {
  const headers = { authorization: `Bearer ${token ?? (await merchantToken(request))}` }
  return async <T>(method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown) => {
    const response = await request.fetch(`/api/v1/${path}`, { method, headers, data })
    const body = (await response.json()) as Envelope<T>
    expect(body.response_code, `${method} ${path}: ${body.description} ${JSON.stringify(body.data)}`).toBe(
      2000,
    )
    return body.data
  }
}

/** A new bill collection (its title, and a callback URL when given) and a first bill of it. */
export async function newBill(
  call: MerchantCall,
  collection: { title: string; callback_url?: string },
  bill: {
    payer_name: string
    amount: string
    payer_email?: string
    payer_phone?: string
    description?: string
  },
): Promise<Bill> {
  const { id } = await call<{ id: string }>('POST', 'collections', { kind: 'bill', ...collection })
  return call<Bill>('POST', 'collections/bill-method', { collection_id: id, ...bill })
}
