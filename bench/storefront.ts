// The storefront's share of the bench: a store with a catalogue made through the merchant API (as a
// merchant would), whose public product list is then loaded like a shopper's phone loads it.
const json = { 'content-type': 'application/json' }
export const BENCH_PRODUCTS = 24

async function call<T>(url: string, init: RequestInit): Promise<T> {
  const res = await fetch(url, init)
  const body = (await res.json()) as { response_code: number; data: T }
  if (body.response_code !== 2000) throw new Error(`${url}: ${JSON.stringify(body)}`)
  return body.data
}

/** Creates a store selling BENCH_PRODUCTS products; answers its id. */
export async function createBenchStore(base: string, token: string): Promise<string> {
  const headers = { ...json, authorization: `Bearer ${token}` }
  const post = <T>(path: string, body: unknown, method = 'POST') =>
    call<T>(`${base}/api/v1/${path}`, { method, headers, body: JSON.stringify(body) })
  const productIds: string[] = []
  for (let i = 0; i < BENCH_PRODUCTS; i++) {
    const product = await post<{ id: string }>('products', {
      title: `Bench product ${i + 1}`,
      price: `${10 + i}.90`,
      weight: 0.25,
      description: '<p>A product of the bench store, with a <strong>short</strong> description.</p>',
    })
    productIds.push(product.id)
  }
  const store = await post<{ id: string }>('stores', {
    name: 'Bench Store',
    unique_id: `bench-store-${Date.now()}`,
  })
  await post(`stores/${store.id}/products`, { product_ids: productIds }, 'PUT')
  return store.id
}

/** The first product of the seeded demo store (niaga-demo), as its storefront lists them. */
export async function demoProductId(base: string): Promise<string> {
  const list = await call<{ list: { data: { id: string }[] } }>(
    `${base}/api/v1/stores/public/product-niaga-demo`,
    {},
  )
  const first = list.list.data[0]
  if (!first) throw new Error('the demo store sells nothing')
  return first.id
}
