// Stores (SPEC §7 Stores and shipping): the merchant's stores, their settings, opening hours, default
// collection and the products they sell.
import * as v from 'valibot'
import { ResponseCode } from '../../src/contract/codes.ts'
import { listDataSchema, listOf } from '../../src/contract/envelope.ts'
import { OpeningDaySchema } from '../../src/contract/storefront.ts'
import {
  DefaultCollectionSchema,
  OpeningHoursSchema,
  StoreCreateSchema,
  StoreProductsSchema,
  StoreProductsUpdateSchema,
  StoreSchema,
  StoreSettingCreateSchema,
  StoreSettingSchema,
  StoreSettingUpdateSchema,
  StoreUpdateSchema,
} from '../../src/contract/stores.ts'
import { STORE_SORTS } from '../../src/contract/list-choices.ts'
import { listQuerySchema, pageEntries } from '../http/list-query.ts'
import { defineRoutes } from '../http/define-routes.ts'
import { accountDeps } from '../http/record-routes.ts'
import { IdParamsSchema, UuidSchema } from '../http/validation.ts'
import { readOpeningDays, saveOpeningDays } from '../services/stores/opening-hours.ts'
import {
  createSettings,
  currentSettings,
  listSettings,
  settingView,
  updateSettings,
} from '../services/stores/settings.ts'
import { readStoreProducts, replaceStoreProducts } from '../services/stores/store-products.ts'
import {
  createStore,
  findOwnedStore,
  getStore,
  listStores,
  setDefaultCollection,
  updateStore,
} from '../services/stores/stores.ts'

const StoreListQuery = listQuerySchema(STORE_SORTS, 'created_at')
const StoreIdParams = v.object({ storeId: UuidSchema })
const SettingListQuery = v.object({ ...pageEntries(), store_id: v.optional(UuidSchema) })

export const storeRoutes = defineRoutes({ tag: 'Stores', access: 'merchant' }, (r) => {
  r.records({
    id: 'stores',
    path: '/stores',
    label: 'Store',
    row: StoreSchema,
    list: {
      summary: 'Stores of the caller’s account',
      query: StoreListQuery,
      run: accountDeps(listStores),
      aliases: [{ id: 'stores.merchantStores', method: 'post', path: '/stores/merchant-stores' }],
    },
    create: {
      summary: 'Create a store',
      body: StoreCreateSchema,
      run: accountDeps(createStore),
    },
  })

  r.add({
    id: 'stores.get',
    method: 'get',
    path: '/stores/:storeId',
    summary: 'One store',
    params: StoreIdParams,
    response: StoreSchema,
    handler: async ({ deps, caller, params }) => ({
      data: await getStore(deps, caller.accountId, params.storeId),
    }),
  })

  r.add({
    id: 'stores.update',
    method: 'put',
    path: '/stores/:storeId',
    summary: 'Change a store; open or close it with record_status_id 1 or 2',
    params: StoreIdParams,
    body: StoreUpdateSchema,
    response: StoreSchema,
    handler: async ({ deps, caller, params, body }) => ({
      data: await updateStore(deps, caller.accountId, params.storeId, body),
      description: 'Store updated',
    }),
  })

  r.add({
    id: 'stores.defaultCollection',
    method: 'post',
    path: '/stores/create/default-store-collection',
    summary: 'Link a bill collection to a store (or create one): its orders become bills of it',
    body: DefaultCollectionSchema,
    response: StoreSchema,
    handler: async ({ deps, caller, body }) => ({
      data: await setDefaultCollection(deps, caller.accountId, body),
      description: 'Default collection set',
    }),
  })

  r.add({
    id: 'stores.products',
    method: 'get',
    path: '/stores/:storeId/products',
    summary: 'The products a store sells, in storefront order',
    params: StoreIdParams,
    response: StoreProductsSchema,
    handler: async ({ deps, caller, params }) => {
      await findOwnedStore(deps, caller.accountId, params.storeId)
      return { data: await readStoreProducts(deps, params.storeId) }
    },
  })

  r.add({
    id: 'stores.setProducts',
    method: 'put',
    path: '/stores/:storeId/products',
    summary: 'Set which of the caller’s products a store sells, in order',
    params: StoreIdParams,
    body: StoreProductsUpdateSchema,
    response: StoreProductsSchema,
    handler: async ({ deps, caller, params, body }) => {
      await findOwnedStore(deps, caller.accountId, params.storeId)
      return {
        data: await replaceStoreProducts(deps, caller.accountId, params.storeId, body.product_ids),
        description: 'Store products saved',
      }
    },
  })

  r.add({
    id: 'openingDays.read',
    method: 'post',
    path: '/opening-days/store-based/:store_id',
    summary: 'A store’s opening days; code 2111 with [] when none are set yet',
    permission: 'view',
    params: v.object({ store_id: UuidSchema }),
    response: listOf(OpeningDaySchema, 7),
    handler: async ({ deps, caller, params }) => {
      await findOwnedStore(deps, caller.accountId, params.store_id)
      const days = await readOpeningDays(deps, params.store_id)
      if (days.length === 0)
        return { data: [], code: ResponseCode.NO_OPENING_HOURS, description: 'No opening hours set yet' }
      return { data: days }
    },
  })

  for (const [method, path, mode] of [
    ['post', '/stores/create/opening-day-hours', 'create'],
    ['put', '/stores/edit/opening-day-hours', 'edit'],
  ] as const) {
    r.add({
      id: `openingDays.${mode}`,
      method,
      path,
      summary:
        mode === 'create'
          ? 'Set a store’s opening hours for the first time (all 7 days)'
          : 'Change a store’s opening hours (all 7 days)',
      body: OpeningHoursSchema,
      response: listOf(OpeningDaySchema, 7),
      handler: async ({ deps, caller, body }) => {
        await findOwnedStore(deps, caller.accountId, body.store_id)
        return {
          data: await saveOpeningDays(deps, caller.accountId, body.store_id, body.days, mode),
          description: 'Opening hours saved',
        }
      },
    })
  }

  r.add({
    id: 'storeSettings.list',
    method: 'get',
    path: '/store-settings',
    aliases: [
      { id: 'storeSettings.merchantList', method: 'post', path: '/store-settings/merchant-store-settings' },
    ],
    summary: 'Store settings records of the caller’s account, newest first (optionally of one store)',
    permission: 'view',
    query: SettingListQuery,
    response: listDataSchema(StoreSettingSchema),
    handler: async ({ deps, caller, query }) => ({
      data: { list: await listSettings(deps, caller.accountId, query) },
    }),
  })

  r.add({
    id: 'storeSettings.current',
    method: 'get',
    path: '/store-settings/current',
    summary: 'A store’s current settings: its first active record (null when none)',
    query: v.object({ store_id: UuidSchema }),
    response: v.nullable(StoreSettingSchema),
    handler: async ({ deps, caller, query }) => {
      await findOwnedStore(deps, caller.accountId, query.store_id)
      const row = await currentSettings(deps, caller.accountId, query.store_id)
      return { data: row ? settingView(row) : null }
    },
  })

  r.add({
    id: 'storeSettings.create',
    method: 'post',
    path: '/store-settings',
    summary: 'Add a settings record to a store',
    body: StoreSettingCreateSchema,
    response: StoreSettingSchema,
    handler: async ({ deps, caller, body }) => ({
      data: await createSettings(deps, caller.accountId, body),
      description: 'Store settings saved',
    }),
  })

  r.add({
    id: 'storeSettings.update',
    method: 'put',
    path: '/store-settings/:id',
    summary: 'Change a store settings record',
    params: IdParamsSchema,
    body: StoreSettingUpdateSchema,
    response: StoreSettingSchema,
    handler: async ({ deps, caller, params, body }) => ({
      data: await updateSettings(deps, caller.accountId, params.id, body),
      description: 'Store settings saved',
    }),
  })
})
