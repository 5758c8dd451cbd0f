// The operations most records share (GET list, GET {id}, POST, PUT {id}, DELETE {id}), made from one
// description: each names its summary and the service call; paths, operation ids and the "X created/
// updated/deleted" descriptions follow from the record's path, id prefix and label. Tag, access and
// introducers are the route group's (define-routes.ts); reads need `view`, writes the group's permission
// (`sell` when it names none).
import type * as v from 'valibot'
import { listDataSchema, type ListPage } from '../../src/contract/envelope.ts'
import type { Caller, Deps } from '../deps.ts'
import type { Alias, OperationInput } from './define-routes.ts'
import type { Access } from './operation.ts'
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

export interface RecordSet<L extends v.GenericSchema, C extends v.GenericSchema, U extends v.GenericSchema> {
  /** operationId prefix: `productTags` gives productTags.list, .get, .create, .update and .delete. */
  id: string
  /** The list's path; one record is `${path}/:id`. */
  path: string
  /** One record's name in descriptions, e.g. `Tag`. */
  label: string
  /** Schema of one record in answers. */
  row: v.GenericSchema
  list?: Action & {
    query: L
    run: (deps: Deps, caller: Caller, query: Out<L>) => Promise<ListPage<unknown>>
    /** The same list under SPEC's other names (e.g. POST .../merchant-shipping-zone). */
    aliases?: readonly Alias[]
  }
  get?: Action & {
    run: (deps: Deps, caller: Caller, id: string) => Promise<unknown>
    /** Schema of the answer where one record is shown with more than the list's row. */
    row?: v.GenericSchema
  }
  create?: Action & { body: C; run: (deps: Deps, caller: Caller, body: Out<C>) => Promise<unknown> }
  update?: Action & {
    body: U
    run: (deps: Deps, caller: Caller, id: string, body: Out<U>) => Promise<unknown>
  }
  /** The record's id is the answer. */
  delete?: Action & { run: (deps: Deps, caller: Caller, id: string) => Promise<unknown> }
}

/** The `run` of a service that takes deps and the caller's account first: `(deps, accountId, …)`. */
export const accountDeps =
  <A extends unknown[], T>(service: (deps: Deps, accountId: string, ...args: A) => Promise<T>) =>
  (deps: Deps, caller: Caller, ...args: A): Promise<T> =>
    service(deps, caller.accountId, ...args)

type Schema = v.GenericSchema | undefined
type RecordOperation = OperationInput<Schema, Schema, Schema, Exclude<Access, 'public'>>
type ActionName = 'list' | 'get' | 'create' | 'update' | 'delete'

const isAction = (key: string): key is ActionName =>
  ['list', 'get', 'create', 'update', 'delete'].includes(key)

/** The operations of a record's CRUD set, in the order its description names them. */
export function recordOperations<
  L extends v.GenericSchema,
  C extends v.GenericSchema,
  U extends v.GenericSchema,
>(def: RecordSet<L, C, U>): RecordOperation[] {
  const op = <B extends Schema, Q extends Schema, P extends Schema>(
    operation: OperationInput<B, Q, P, Exclude<Access, 'public'>>,
  ) => operation as RecordOperation
  const byId = `${def.path}/:id`
  const { list, get, create, update, delete: remove } = def
  const make: Record<ActionName, () => RecordOperation | undefined> = {
    list: () =>
      list &&
      op({
        id: list.operationId ?? `${def.id}.list`,
        method: 'get',
        path: list.path ?? def.path,
        summary: list.summary,
        permission: 'view',
        query: list.query,
        response: listDataSchema(def.row),
        aliases: list.aliases,
        handler: async ({ deps, caller, query }) => ({ data: { list: await list.run(deps, caller, query) } }),
      }),
    get: () =>
      get &&
      op({
        id: get.operationId ?? `${def.id}.get`,
        method: 'get',
        path: get.path ?? byId,
        summary: get.summary,
        permission: 'view',
        params: IdParamsSchema,
        response: get.row ?? def.row,
        handler: async ({ deps, caller, params }) => ({ data: await get.run(deps, caller, params.id) }),
      }),
    create: () =>
      create &&
      op({
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
      }),
    update: () =>
      update &&
      op({
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
      }),
    delete: () =>
      remove &&
      op({
        id: remove.operationId ?? `${def.id}.delete`,
        method: 'delete',
        path: remove.path ?? byId,
        summary: remove.summary,
        params: IdParamsSchema,
        handler: async ({ deps, caller, params }) => {
          await remove.run(deps, caller, params.id)
          return { data: { id: params.id }, description: remove.description ?? `${def.label} deleted` }
        },
      }),
  }
  return Object.keys(def)
    .filter(isAction)
    .flatMap((name) => make[name]() ?? [])
}
