// Shipping settings (SPEC §7 Settings CRUD): profiles, zones and rates, each with GET list, GET {id}, POST,
// PUT {id} and DELETE {id}; zones and rates also answer the POST list calls SPEC names.
import * as v from 'valibot'
import { listDataSchema } from '../../src/contract/envelope.ts'
import {
  ShippingProfileCreateSchema,
  ShippingProfileSchema,
  ShippingProfileUpdateSchema,
  ShippingRateCreateSchema,
  ShippingRateSchema,
  ShippingRateUpdateSchema,
  ShippingZoneCreateSchema,
  ShippingZoneSchema,
  ShippingZoneUpdateSchema,
} from '../../src/contract/shipping.ts'
import type { Registry } from '../http/operation.ts'
import { IdParamsSchema, queryInt, UuidSchema } from '../http/validation.ts'
import {
  deleteShippingRecord,
  getShippingRecord,
  type ShippingKind,
} from '../services/shipping/owned-records.ts'
import { createProfile, listProfiles, updateProfile } from '../services/shipping/profiles.ts'
import { createRate, listRates, updateRate } from '../services/shipping/rates.ts'
import { createZone, listZones, updateZone } from '../services/shipping/zones.ts'

const tag = 'Shipping'
const listEntries = {
  skip: queryInt(0, 1_000_000, 0),
  limit: queryInt(1, 500, 10),
  search: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(100, 'Search text may not exceed 100 characters')),
  ),
}

export function registerShippingRoutes(r: Registry): void {
  // Reads and deletes are the same for the three kinds; writes each check their own rules.
  for (const [kind, path, prefix, label, row] of [
    ['profile', '/shipping-profiles', 'shippingProfiles', 'shipping profile', ShippingProfileSchema],
    ['zone', '/shipping-zones', 'shippingZones', 'shipping zone', ShippingZoneSchema],
    ['rate', '/shipping-rates', 'shippingRates', 'shipping rate', ShippingRateSchema],
  ] as const satisfies readonly [ShippingKind, string, string, string, v.GenericSchema][]) {
    r.add({
      id: `${prefix}.get`,
      method: 'get',
      path: `${path}/:id`,
      summary: `One ${label}`,
      tag,
      access: 'merchant',
      params: IdParamsSchema,
      response: row,
      handler: async ({ deps, caller, params }) => ({
        data: await getShippingRecord(deps.db, kind, caller.accountId, params.id),
      }),
    })
    r.add({
      id: `${prefix}.delete`,
      method: 'delete',
      path: `${path}/:id`,
      summary: `Delete a ${label}`,
      tag,
      access: 'merchant',
      params: IdParamsSchema,
      handler: async ({ deps, caller, params }) => ({
        data: await deleteShippingRecord(deps.db, kind, caller.accountId, params.id),
        description: `${label[0]!.toUpperCase()}${label.slice(1)} deleted`,
      }),
    })
  }

  r.add({
    id: 'shippingProfiles.list',
    method: 'get',
    path: '/shipping-profiles',
    summary:
      'Shipping profiles of the caller’s account, oldest first (the oldest active one is a store’s default)',
    tag,
    access: 'merchant',
    query: v.object(listEntries),
    response: listDataSchema(ShippingProfileSchema),
    handler: async ({ deps, caller, query }) => ({
      data: { list: await listProfiles(deps.db, caller.accountId, query) },
    }),
  })

  for (const [method, path, id] of [
    ['get', '/shipping-zones', 'shippingZones.list'],
    ['post', '/shipping-zones/merchant-shipping-zone', 'shippingZones.merchantList'],
  ] as const) {
    r.add({
      id,
      method,
      path,
      summary: 'Shipping zones of the caller’s account, optionally of one profile',
      tag,
      access: 'merchant',
      query: v.object({ ...listEntries, profile_id: v.optional(UuidSchema) }),
      response: listDataSchema(ShippingZoneSchema),
      handler: async ({ deps, caller, query }) => ({
        data: { list: await listZones(deps.db, caller.accountId, query) },
      }),
    })
  }

  for (const [method, path, id] of [
    ['get', '/shipping-rates', 'shippingRates.list'],
    ['post', '/shipping-rates/merchant-shipping-rate', 'shippingRates.merchantList'],
  ] as const) {
    r.add({
      id,
      method,
      path,
      summary: 'Shipping rates of the caller’s account, optionally of one zone',
      tag,
      access: 'merchant',
      query: v.object({ ...listEntries, zone_id: v.optional(UuidSchema) }),
      response: listDataSchema(ShippingRateSchema),
      handler: async ({ deps, caller, query }) => ({
        data: { list: await listRates(deps.db, caller.accountId, query) },
      }),
    })
  }

  r.add({
    id: 'shippingProfiles.create',
    method: 'post',
    path: '/shipping-profiles',
    summary: 'Create a shipping profile, with an optional free-shipping threshold in MYR',
    tag,
    access: 'merchant',
    body: ShippingProfileCreateSchema,
    response: ShippingProfileSchema,
    handler: async ({ deps, caller, body }) => ({
      data: await createProfile(deps, caller.accountId, body),
      description: 'Shipping profile created',
    }),
  })

  r.add({
    id: 'shippingProfiles.update',
    method: 'put',
    path: '/shipping-profiles/:id',
    summary: 'Change a shipping profile',
    tag,
    access: 'merchant',
    params: IdParamsSchema,
    body: ShippingProfileUpdateSchema,
    response: ShippingProfileSchema,
    handler: async ({ deps, caller, params, body }) => ({
      data: await updateProfile(deps, caller.accountId, params.id, body),
      description: 'Shipping profile updated',
    }),
  })

  r.add({
    id: 'shippingZones.create',
    method: 'post',
    path: '/shipping-zones',
    summary: 'Create a shipping zone (states by id; a state is in one active zone per profile)',
    tag,
    access: 'merchant',
    body: ShippingZoneCreateSchema,
    response: ShippingZoneSchema,
    handler: async ({ deps, caller, body }) => ({
      data: await createZone(deps, caller.accountId, body),
      description: 'Shipping zone created',
    }),
  })

  r.add({
    id: 'shippingZones.update',
    method: 'put',
    path: '/shipping-zones/:id',
    summary: 'Change a shipping zone',
    tag,
    access: 'merchant',
    params: IdParamsSchema,
    body: ShippingZoneUpdateSchema,
    response: ShippingZoneSchema,
    handler: async ({ deps, caller, params, body }) => ({
      data: await updateZone(deps, caller.accountId, params.id, body),
      description: 'Shipping zone updated',
    }),
  })

  r.add({
    id: 'shippingRates.create',
    method: 'post',
    path: '/shipping-rates',
    summary: 'Create a shipping rate: flat, or a weight band [min, max) kg',
    tag,
    access: 'merchant',
    body: ShippingRateCreateSchema,
    response: ShippingRateSchema,
    handler: async ({ deps, caller, body }) => ({
      data: await createRate(deps, caller.accountId, body),
      description: 'Shipping rate created',
    }),
  })

  r.add({
    id: 'shippingRates.update',
    method: 'put',
    path: '/shipping-rates/:id',
    summary: 'Change a shipping rate',
    tag,
    access: 'merchant',
    params: IdParamsSchema,
    body: ShippingRateUpdateSchema,
    response: ShippingRateSchema,
    handler: async ({ deps, caller, params, body }) => ({
      data: await updateRate(deps, caller.accountId, params.id, body),
      description: 'Shipping rate updated',
    }),
  })
}
