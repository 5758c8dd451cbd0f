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
import { UuidSchema } from '../http/validation.ts'
import { deleteShippingRecord, getShippingRecord } from '../services/shipping/owned-records.ts'
import { createProfile, listProfiles, updateProfile } from '../services/shipping/profiles.ts'
import { createRate, listRates, updateRate } from '../services/shipping/rates.ts'
import { createZone, listZones, updateZone } from '../services/shipping/zones.ts'

const listEntries = { ...pageEntries(), ...searchEntry }

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
      run: (deps, caller, query) => listProfiles(deps.db, caller.accountId, query),
    },
    get: {
      summary: 'One shipping profile',
      run: (deps, caller, id) => getShippingRecord(deps.db, 'profile', caller.accountId, id),
    },
    create: {
      summary: 'Create a shipping profile, with an optional free-shipping threshold in MYR',
      body: ShippingProfileCreateSchema,
      run: (deps, caller, body) => createProfile(deps, caller.accountId, body),
    },
    update: {
      summary: 'Change a shipping profile',
      body: ShippingProfileUpdateSchema,
      run: (deps, caller, id, body) => updateProfile(deps, caller.accountId, id, body),
    },
    delete: {
      summary: 'Delete a shipping profile',
      run: (deps, caller, id) => deleteShippingRecord(deps.db, 'profile', caller.accountId, id),
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
      run: (deps, caller, query) => listZones(deps.db, caller.accountId, query),
      aliases: [
        { id: 'shippingZones.merchantList', method: 'post', path: '/shipping-zones/merchant-shipping-zone' },
      ],
    },
    get: {
      summary: 'One shipping zone',
      run: (deps, caller, id) => getShippingRecord(deps.db, 'zone', caller.accountId, id),
    },
    create: {
      summary: 'Create a shipping zone (states by id; a state is in one active zone per profile)',
      body: ShippingZoneCreateSchema,
      run: (deps, caller, body) => createZone(deps, caller.accountId, body),
    },
    update: {
      summary: 'Change a shipping zone',
      body: ShippingZoneUpdateSchema,
      run: (deps, caller, id, body) => updateZone(deps, caller.accountId, id, body),
    },
    delete: {
      summary: 'Delete a shipping zone',
      run: (deps, caller, id) => deleteShippingRecord(deps.db, 'zone', caller.accountId, id),
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
      run: (deps, caller, query) => listRates(deps.db, caller.accountId, query),
      aliases: [
        { id: 'shippingRates.merchantList', method: 'post', path: '/shipping-rates/merchant-shipping-rate' },
      ],
    },
    get: {
      summary: 'One shipping rate',
      run: (deps, caller, id) => getShippingRecord(deps.db, 'rate', caller.accountId, id),
    },
    create: {
      summary: 'Create a shipping rate: flat, or a weight band [min, max) kg',
      body: ShippingRateCreateSchema,
      run: (deps, caller, body) => createRate(deps, caller.accountId, body),
    },
    update: {
      summary: 'Change a shipping rate',
      body: ShippingRateUpdateSchema,
      run: (deps, caller, id, body) => updateRate(deps, caller.accountId, id, body),
    },
    delete: {
      summary: 'Delete a shipping rate',
      run: (deps, caller, id) => deleteShippingRecord(deps.db, 'rate', caller.accountId, id),
    },
  })
})
