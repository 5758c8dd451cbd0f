// The sandbox demo store: "Kedai Niaga Demo" (storespublic/niaga-demo) selling the given products, billing
// into its own collection, open Mon–Sat 09:00–18:00, shipping free from RM 150 across two zones by weight. It
// has a logo, so installing it shows store icons (server/http/store-manifest.ts), not Niaga's.
import sharp from 'sharp'
import { MALAYSIAN_STATES } from '../../../src/contract/states.ts'
import { storeImages } from '../catalogue/images.ts'
import {
  collections,
  openingDays,
  shippingProfiles,
  shippingRates,
  shippingZones,
  storeProducts,
  storeSettings,
  stores,
} from '../../db/schema/index.ts'
import type { Deps } from '../../deps.ts'

const EAST = ['Sabah', 'Sarawak', 'Labuan']
const stateIds = (names: (name: string) => boolean) =>
  MALAYSIAN_STATES.filter((s) => names(s.name)).map((s) => s.id)

/** [name, min g, max g | null, price sen] per zone: the courier charges by weight band. */
const BANDS: Record<'west' | 'east', [string, number, number | null, number][]> = {
  west: [
    ['Standard (below 1 kg)', 0, 1000, 600],
    ['Standard (1–5 kg)', 1000, 5000, 1000],
    ['Standard (5 kg and above)', 5000, null, 1800],
  ],
  east: [
    ['Standard (below 1 kg)', 0, 1000, 1200],
    ['Standard (1–5 kg)', 1000, 5000, 2200],
    ['Standard (5 kg and above)', 5000, null, 3800],
  ],
}

/**
 * A 512x512 PNG logo: a white shopping bag on the store's green (shapes only: no fonts needed to draw it).
 */
async function demoLogo(): Promise<Uint8Array> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><rect width="512" height="512" fill="#0f766e"/><path d="M206 200 v-44 a50 50 0 0 1 100 0 v44" fill="none" stroke="#ffffff" stroke-width="20"/><path d="M146 196 H366 L392 414 Q394 430 378 430 H134 Q118 430 120 414 Z" fill="#ffffff"/><circle cx="206" cy="236" r="11" fill="#0f766e"/><circle cx="306" cy="236" r="11" fill="#0f766e"/></svg>`
  return new Uint8Array(await sharp(Buffer.from(svg)).flatten({ background: '#0f766e' }).png().toBuffer())
}

/** The demo store's address: /storefront/mobile/niaga-demo (printed by `npm start`). */
export const DEMO_STORE_UNIQUE_ID = 'niaga-demo'

export async function seedStore(deps: Deps, accountId: string, productIds: string[]): Promise<string> {
  const { db, clock } = deps
  const now = clock.now()
  const owned = { account_id: accountId, created_at: now, updated_at: now }
  const [collection] = await db
    .insert(collections)
    .values({
      ...owned,
      title: 'Kedai Niaga Demo orders',
      description: 'Orders from the Kedai Niaga Demo storefront',
      kind: 'bill',
    })
    .returning({ id: collections.id })
  const [logo] = await storeImages(
    deps,
    accountId,
    [{ name: 'kedai-niaga-demo-logo.png', bytes: await demoLogo() }],
    () => 'file',
  )
  const [store] = await db
    .insert(stores)
    .values({
      ...owned,
      logo_image_id: logo!.id,
      name: 'Kedai Niaga Demo',
      unique_id: DEMO_STORE_UNIQUE_ID,
      description: 'Barang runcit, kopi dan kraf tangan tempatan, dihantar ke seluruh Malaysia.',
      store_collection_id: collection!.id,
    })
    .returning({ id: stores.id })
  const storeId = store!.id
  if (productIds.length > 0)
    await db
      .insert(storeProducts)
      .values(productIds.map((product_id, position) => ({ store_id: storeId, product_id, position })))
  await db.insert(openingDays).values(
    // 0 is Sunday: closed; Monday to Saturday 09:00–18:00.
    [0, 1, 2, 3, 4, 5, 6].map((day) => ({
      ...owned,
      store_id: storeId,
      day_of_week: day,
      is_open: day !== 0,
      opens_at: day === 0 ? null : '09:00',
      closes_at: day === 0 ? null : '18:00',
    })),
  )
  const [profile] = await db
    .insert(shippingProfiles)
    .values({ ...owned, name: 'Niaga Sandbox Courier', free_shipping_threshold_sen: 15000 })
    .returning({ id: shippingProfiles.id })
  await db.insert(storeSettings).values({
    ...owned,
    store_id: storeId,
    settings: {
      contact_email: 'kedai@niaga.test',
      contact_phone: '+60 3-2181 0000',
      pickup_address: 'Lot 12, Jalan Niaga, 50450 Kuala Lumpur',
      shipping_profile_id: profile!.id,
    },
  })
  const zones = await db
    .insert(shippingZones)
    .values([
      {
        ...owned,
        profile_id: profile!.id,
        name: 'Semenanjung',
        state_ids: stateIds((name) => !EAST.includes(name)),
      },
      {
        ...owned,
        profile_id: profile!.id,
        name: 'Sabah & Sarawak',
        state_ids: stateIds((name) => EAST.includes(name)),
      },
    ])
    .returning({ id: shippingZones.id, name: shippingZones.name })
  const zoneId = (name: string) => zones.find((z) => z.name === name)!.id
  await db.insert(shippingRates).values(
    (['west', 'east'] as const).flatMap((side) =>
      BANDS[side].map(([name, min, max, price]) => ({
        ...owned,
        zone_id: zoneId(side === 'west' ? 'Semenanjung' : 'Sabah & Sarawak'),
        name,
        kind: 'weight' as const,
        min_weight_grams: min,
        max_weight_grams: max,
        price_sen: price,
      })),
    ),
  )
  return storeId
}
