// The by-id operations most merchant records share (GET list, GET {id}, POST, PUT {id}, DELETE {id}),
// registered from one description: each names its summary and the service call; paths, operation ids
// and the "X created/updated/deleted" descriptions follow from the record's path, id prefix and label.
import type * as v from 'valibot'
import { listDataSchema, type ListPage } from '../../src/contract/envelope.ts'
import type { Permission } from '../../src/contract/roles.ts'
import type { Caller, Deps } from '../deps.ts'
import type { Registry } from './operation.ts'
import { IdParamsSchema } from './validation.ts'

type Out<S extends v.GenericSchema> = v.InferOutput<S>

interface Action {
  summary: string
  /** An operation id other than `<id>.<action>`, where one is already published. */
  operationId?: string
  /** A path other than the record's own, where SPEC names one. */
  path?: string
  /** A description other than "<label> created/updated/deleted". */
  description?: string
}

export interface RecordRoutes<
  L extends v.GenericSchema,
  C extends v.GenericSchema,
  U extends v.GenericSchema,
> {
  /** operationId prefix: `productTags` gives productTags.list, .get, .create, .update and .delete. */
  id: string
  /** The list's path; one record is `${path}/:id`. */
  path: string
  tag: string
  /** One record's name in descriptions, e.g. `Tag`. */
  label: string
  /** Schema of one record in answers. */
  row: v.GenericSchema
  /** What creating, changing and deleting need (src/contract/roles.ts); reading needs `view`. */
  permission?: Permission
  /** Introducer accounts may use these routes too, for their own account (Operation.introducers). */
  introducers?: boolean
  list?: Action & {
    query: L
    run: (deps: Deps, caller: Caller, query: Out<L>) => Promise<ListPage<unknown>>
    /** The same list under SPEC's other names (e.g. POST .../merchant-shipping-zone). */
    aliases?: readonly { id: string; method: 'get' | 'post'; path: string }[]
  }
  get?: Action & { run: (deps: Deps, caller: Caller, id: string) => Promise<unknown> }
  create?: Action & { body: C; run: (deps: Deps, caller: Caller, body: Out<C>) => Promise<unknown> }
  update?: Action & {
    body: U
    run: (deps: Deps, caller: Caller, id: string, body: Out<U>) => Promise<unknown>
  }
  /** The record's id is the answer. */
  delete?: Action & { run: (deps: Deps, caller: Caller, id: string) => Promise<unknown> }
}

export function addRecordRoutes<
  L extends v.GenericSchema,
  C extends v.GenericSchema,
  U extends v.GenericSchema,
>(r: Registry, def: RecordRoutes<L, C, U>): void {
  const common = {
    tag: def.tag,
    access: 'merchant' as const,
    ...(def.introducers ? { introducers: true } : {}),
  }
  const writes = { ...common, permission: def.permission ?? 'sell' }
  const byId = `${def.path}/:id`
  const { list, get, create, update, delete: remove } = def
  if (list) {
    for (const alias of [
      { id: list.operationId ?? `${def.id}.list`, method: 'get' as const, path: list.path ?? def.path },
      ...(list.aliases ?? []),
    ]) {
      r.add({
        ...common,
        ...alias,
        permission: 'view',
        summary: list.summary,
        query: list.query,
        response: listDataSchema(def.row),
        handler: async ({ deps, caller, query }) => ({ data: { list: await list.run(deps, caller, query) } }),
      })
    }
  }
  if (get) {
    r.add({
      ...common,
      id: get.operationId ?? `${def.id}.get`,
      method: 'get',
      path: get.path ?? byId,
      summary: get.summary,
      params: IdParamsSchema,
      response: def.row,
      handler: async ({ deps, caller, params }) => ({ data: await get.run(deps, caller, params.id) }),
    })
  }
  if (create) {
    r.add({
      ...writes,
      id: create.operationId ?? `${def.id}.create`,
      method: 'post',
      path: create.path ?? def.path,
      summary: create.summary,
      body: create.body,
      response: def.row,
      handler: async ({ deps, caller, body }) => ({
        data: await create.run(deps, caller, body),
        description: create.description ?? `${def.label} created`,
      }),
    })
  }
  if (update) {
    r.add({
      ...writes,
      id: update.operationId ?? `${def.id}.update`,
      method: 'put',
      path: update.path ?? byId,
      summary: update.summary,
      params: IdParamsSchema,
      body: update.body,
      response: def.row,
      handler: async ({ deps, caller, params, body }) => ({
        data: await update.run(deps, caller, params.id, body),
        description: update.description ?? `${def.label} updated`,
      }),
    })
  }
  if (remove) {
    r.add({
      ...writes,
      id: remove.operationId ?? `${def.id}.delete`,
      method: 'delete',
      path: remove.path ?? byId,
      summary: remove.summary,
      params: IdParamsSchema,
      handler: async ({ deps, caller, params }) => {
        await remove.run(deps, caller, params.id)
        return { data: { id: params.id }, description: remove.description ?? `${def.label} deleted` }
      },
    })
  }
}
