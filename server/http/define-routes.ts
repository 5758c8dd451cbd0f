// How every route file declares its operations (docs/conventions.md "Route registration"): what its
// operations share (tag, access, permission, introducers) is said once for the file or for a group, each
// operation then says only what is its own, and a record's CRUD set is one entry (record-routes.ts).
// server/app.ts composes the files' lists into the one list that mounts the routes and writes the reference.
import type * as v from 'valibot'
import type { Permission } from '../../src/contract/roles.ts'
import type { Access, Operation } from './operation.ts'
import { recordOperations, type RecordSet } from './record-routes.ts'

type Schema = v.GenericSchema | undefined

/** What a file's or a group's operations share; an operation may still say otherwise. */
export interface RouteDefaults<A extends Access = Access> {
  tag: string
  access: A
  /**
   * What the group's callers' role must allow (public operations check none); a CRUD set's reads need `view`
   * whatever it says.
   */
  permission?: Permission
  introducers?: boolean
  sandboxOnly?: boolean
}

/** The same operation under another name SPEC also gives it (often a POST list beside the GET). */
export interface Alias {
  id: string
  method: Operation['method']
  /** Left out: the operation's own path. */
  path?: string
}

/** An operation as a route file writes it: the group's defaults fill in what it leaves out. */
export type OperationInput<B extends Schema, Q extends Schema, P extends Schema, A extends Access> = Omit<
  Operation<B, Q, P, A>,
  keyof RouteDefaults
> &
  Partial<RouteDefaults<A>> & { aliases?: readonly Alias[] }

export class RouteGroup<A extends Access> {
  constructor(
    private readonly defaults: RouteDefaults<A>,
    private readonly operations: Operation[],
  ) {}

  /** One operation, and its aliases after it. */
  add<B extends Schema, Q extends Schema, P extends Schema, OA extends Access = A>({
    aliases = [],
    ...op
  }: OperationInput<B, Q, P, OA>): void {
    const operation = { ...this.defaults, ...op } as unknown as Operation
    this.operations.push(operation, ...aliases.map((alias) => ({ ...operation, ...alias })))
  }

  /**
   * A record's GET list, GET {id}, POST, PUT {id} and DELETE {id}, or some of them, from one description,
   * in the order it names them.
   */
  records<L extends v.GenericSchema, C extends v.GenericSchema, U extends v.GenericSchema>(
    def: RecordSet<L, C, U>,
  ): void {
    if (this.defaults.access === 'public') throw new Error(`${def.id}: records need a caller`)
    for (const op of recordOperations(def)) this.add(op)
  }

  /** Operations that share more, or other, defaults than the rest of the file. */
  group<GA extends Access = A>(
    defaults: Partial<RouteDefaults<GA>>,
    build: (group: RouteGroup<GA>) => void,
  ): void {
    build(new RouteGroup<GA>({ ...this.defaults, ...defaults } as RouteDefaults<GA>, this.operations))
  }
}

/** A route file's operations, in the order they are declared. */
export function defineRoutes<A extends Access>(
  defaults: RouteDefaults<A>,
  build: (r: RouteGroup<A>) => void,
): readonly Operation[] {
  const operations: Operation[] = []
  build(new RouteGroup(defaults, operations))
  return operations
}
