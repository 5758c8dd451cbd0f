// Shipping settings (SPEC §7 Settings CRUD): profiles, zones and rates, each with GET list, GET {id}, POST,
// PUT {id} and DELETE {id}; zones and rates also answer the POST list calls SPEC names.
import * as v from 'valibot'
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
import { pageEntries, searchEntry } from '../http/list-query.ts'
import { defineRoutes } from '../http/define-routes.ts'
import { accountDeps } from '../http/record-routes.ts'
import { UuidSchema } from '../http/validation.ts'
import type { Caller, Deps } from '../deps.ts'
import {
  deleteShippingRecord,
  getShippingRecord,
  type ShippingKind,
} from '../services/shipping/owned-records.ts'
import { createProfile, listProfiles, updateProfile } from '../services/shipping/profiles.ts'
import { createRate, listRates, updateRate } from '../services/shipping/rates.ts'
import { createZone, listZones, updateZone } from '../services/shipping/zones.ts'

const listEntries = { ...pageEntries(), ...searchEntry }
// A shipping record is read and deleted through its kind (services/shipping/owned-records.ts).
const getOf = (kind: ShippingKind) => (deps: Deps, caller: Caller, id: string) =>
  getShippingRecord(deps, kind, caller.accountId, id)
const deleteOf = (kind: ShippingKind) => (deps: Deps, caller: Caller, id: string) =>
  deleteShippingRecord(deps, kind, caller.accountId, id)

export const shippingRoutes = defineRoutes({ tag: 'Shipping', access: 'merchant' }, (r) => {
  r.records({
    id: 'shippingProfiles',
    path: '/shipping-profiles',
    label: 'Shipping profile',
    row: ShippingProfileSchema,
    list: {
      summary:
        'Shipping profiles of the caller’s account, oldest first (the oldest active one is a store’s default)',
      query: v.object(listEntries),
      run: accountDeps(listProfiles),
    },
    get: {
      summary: 'One shipping profile',
      run: getOf('profile'),
    },
    create: {
      summary: 'Create a shipping profile, with an optional free-shipping threshold in MYR',
      body: ShippingProfileCreateSchema,
      run: accountDeps(createProfile),
    },
    update: {
      summary: 'Change a shipping profile',
      body: ShippingProfileUpdateSchema,
      run: accountDeps(updateProfile),
    },
    delete: {
      summary: 'Delete a shipping profile',
      run: deleteOf('profile'),
    },
  })

  r.records({
    id: 'shippingZones',
    path: '/shipping-zones',
    label: 'Shipping zone',
    row: ShippingZoneSchema,
    list: {
      summary: 'Shipping zones of the caller’s account, optionally of one profile',
      query: v.object({ ...listEntries, profile_id: v.optional(UuidSchema) }),
      run: accountDeps(listZones),
      aliases: [
        { id: 'shippingZones.merchantList', method: 'post', path: '/shipping-zones/merchant-shipping-zone' },
      ],
    },
    get: {
      summary: 'One shipping zone',
      run: getOf('zone'),
    },
    create: {
      summary: 'Create a shipping zone (states by id; a state is in one active zone per profile)',
      body: ShippingZoneCreateSchema,
      run: accountDeps(createZone),
    },
    update: {
      summary: 'Change a shipping zone',
      body: ShippingZoneUpdateSchema,
      run: accountDeps(updateZone),
    },
    delete: {
      summary: 'Delete a shipping zone',
      run: deleteOf('zone'),
    },
  })

  r.records({
    id: 'shippingRates',
    path: '/shipping-rates',
    label: 'Shipping rate',
    row: ShippingRateSchema,
    list: {
      summary: 'Shipping rates of the caller’s account, optionally of one zone',
      query: v.object({ ...listEntries, zone_id: v.optional(UuidSchema) }),
      run: accountDeps(listRates),
      aliases: [
        { id: 'shippingRates.merchantList', method: 'post', path: '/shipping-rates/merchant-shipping-rate' },
      ],
    },
    get: {
      summary: 'One shipping rate',
      run: getOf('rate'),
    },
    create: {
      summary: 'Create a shipping rate: flat, or a weight band [min, max) kg',
      body: ShippingRateCreateSchema,
      run: accountDeps(createRate),
    },
    update: {
      summary: 'Change a shipping rate',
      body: ShippingRateUpdateSchema,
      run: accountDeps(updateRate),
    },
    delete: {
      summary: 'Delete a shipping rate',
      run: deleteOf('rate'),
    },
  })
})
