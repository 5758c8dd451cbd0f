// Collections (SPEC §7 Collections and bills): list, create, view, edit, start/stop. Their bills are in
// bills.ts.
import {
  CollectionCreateSchema,
  CollectionSchema,
  CollectionUpdateSchema,
} from '../../src/contract/collections.ts'
import { COLLECTION_SORTS } from '../../src/contract/list-choices.ts'
import { activeStatusEntry, listQuerySchema } from '../http/list-query.ts'
import { defineRoutes } from '../http/define-routes.ts'
import { accountDeps } from '../http/record-routes.ts'
import {
  createCollection,
  getCollection,
  listCollections,
  updateCollection,
} from '../services/payments/collections.ts'

const CollectionListQuery = listQuerySchema(COLLECTION_SORTS, 'created_at', {
  record_status: activeStatusEntry('record_status'),
})

export const collectionRoutes = defineRoutes({ tag: 'Collections', access: 'merchant' }, (r) => {
  r.records({
    id: 'collections',
    path: '/collections',
    label: 'Collection',
    row: CollectionSchema,
    list: {
      summary: 'Collections of the caller’s account; record_status 1 active, 2 inactive',
      query: CollectionListQuery,
      run: (deps, caller, query) => listCollections(deps, deps.config.publicUrl, caller.accountId, query),
    },
    get: {
      summary: 'One collection',
      run: (deps, caller, id) => getCollection(deps, deps.config.publicUrl, caller.accountId, id),
    },
    create: {
      summary: 'Create a bill collection or an open payment form',
      body: CollectionCreateSchema,
      run: accountDeps(createCollection),
    },
    update: {
      summary: 'Change a collection; start or stop it with record_status 1 or 2',
      body: CollectionUpdateSchema,
      run: accountDeps(updateCollection),
    },
  })
})
