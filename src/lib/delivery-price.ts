// The delivery price of a cart, shared by the server (the price it charges) and the storefront (the price it
// shows before asking): the first active zone of the profile that covers the state, its active rates that fit
// the weight (a weight band is [min, max)), cheapest first; everything free from the profile's threshold.
// Weights are grams here: the API's kg are converted at the edge so band boundaries compare exactly.
import type { DeliveryTable } from '../contract/storefront.ts'
import { myrToSen } from './money.ts'

export interface DeliveryZone {
  id: string
  name: string
  state_ids: readonly string[]
  active: boolean
}

export interface DeliveryRate {
  id: string
  zone_id: string
  name: string
  kind: 'flat' | 'weight'
  min_weight_grams: number
  /** null: no upper bound. */
  max_weight_grams: number | null
  price_sen: number
  active: boolean
}

export interface DeliveryProfile {
  /** null: never free. */
  free_shipping_threshold_sen: number | null
}

export interface DeliveryOptionSen {
  rate_id: string
  name: string
  price_sen: number
  free: boolean
  estimated_days: string
}

export interface DeliveryQuote {
  zone: { id: string; name: string } | null
  options: DeliveryOptionSen[]
}

/** Sabah, Sarawak and Labuan are across the South China Sea: the sandbox courier takes longer there. */
const EAST_MALAYSIA = new Set(['1775640129', '2609539371', '2609539361'])

export const estimatedDays = (stateId: string) => (EAST_MALAYSIA.has(stateId) ? '4-7' : '2-4')

/** SPEC §4: an item without a weight counts 1 kg. */
export const DEFAULT_ITEM_WEIGHT_GRAMS = 1000

export const kgToGrams = (kg: number) => Math.round(kg * 1000)
export const gramsToKg = (grams: number) => Math.round(grams) / 1000

/** A cart's weight in grams: each line's unit weight (or 1 kg) times its quantity. */
export function cartWeightGrams(lines: readonly { weight_grams: number | null; quantity: number }[]): number {
  return lines.reduce(
    (sum, line) => sum + (line.weight_grams ?? DEFAULT_ITEM_WEIGHT_GRAMS) * line.quantity,
    0,
  )
}

const fitsWeight = (rate: DeliveryRate, grams: number) =>
  rate.kind === 'flat' ||
  (grams >= rate.min_weight_grams && (rate.max_weight_grams === null || grams < rate.max_weight_grams))

export function deliveryOptions(
  zones: readonly DeliveryZone[],
  rates: readonly DeliveryRate[],
  profile: DeliveryProfile | null,
  stateId: string,
  weightKg: number,
  subtotalSen: number,
): DeliveryQuote {
  const zone = zones.find((z) => z.active && z.state_ids.includes(stateId))
  if (!zone) return { zone: null, options: [] }
  const grams = kgToGrams(weightKg)
  const threshold = profile?.free_shipping_threshold_sen ?? null
  const free = threshold !== null && subtotalSen >= threshold
  const options = rates
    .filter((rate) => rate.active && rate.zone_id === zone.id && fitsWeight(rate, grams))
    .map((rate) => ({
      rate_id: rate.id,
      name: rate.name,
      price_sen: free ? 0 : rate.price_sen,
      free,
      estimated_days: estimatedDays(stateId),
    }))
    .sort((a, b) => a.price_sen - b.price_sen || a.name.localeCompare(b.name))
  return { zone: { id: zone.id, name: zone.name }, options }
}

/** A store's public delivery table (MYR and kg, as `stores/public/store-{id}/delivery-rates` answers) priced
 *  by the rule above: how a phone prices delivery when it cannot ask the server. */
export function deliveryOptionsFromTable(
  table: DeliveryTable,
  stateId: string,
  weightKg: number,
  subtotalSen: number,
): DeliveryQuote {
  return deliveryOptions(
    table.zones.map((zone) => ({ ...zone, active: true })),
    table.rates.map((rate) => ({
      ...rate,
      min_weight_grams: kgToGrams(rate.min_weight),
      max_weight_grams: rate.max_weight === null ? null : kgToGrams(rate.max_weight),
      price_sen: myrToSen(rate.price),
      active: true,
    })),
    {
      free_shipping_threshold_sen:
        table.free_shipping_threshold === null ? null : myrToSen(table.free_shipping_threshold),
    },
    stateId,
    weightKg,
    subtotalSen,
  )
}
