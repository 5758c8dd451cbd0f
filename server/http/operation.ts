// One declaration per API operation: path, access, schemas and handler. The same declarations mount
// the Hono routes and generate the OpenAPI document, so the reference can never drift from the API.
import { create as contentDisposition } from 'content-disposition'
import type { Context } from 'hono'
import type * as v from 'valibot'
import { ResponseCode } from '../../src/contract/codes.ts'
import { authenticate, bearerOf } from './authenticate.ts'
import { envelope } from './envelope.ts'
import { API_KEY_PREFIX } from '../../src/contract/developers.ts'
import { INTRODUCER_ONLY_MESSAGE } from '../../src/contract/introducer.ts'
import { permissionDeniedMessage, roleCan, type Permission } from '../../src/contract/roles.ts'
import { AppError, forbidden } from '../errors.ts'
import { recordUsage } from '../services/developers/usage.ts'
import { isAdminCaller, operationEntry, recordAudit } from '../services/admin/audit.ts'
import { auditSourceOf } from './audit-source.ts'
import { authenticateKey } from './api-key-auth.ts'
import type { AppEnv } from './types.ts'
import type { Caller, Deps } from '../deps.ts'
import { apiLanguage } from './request-language.ts'
import { parseJsonText, parseWith } from './validation.ts'

export type Access = 'public' | 'session' | 'merchant' | 'admin' | 'introducer'
type Infer<S> = S extends v.GenericSchema ? v.InferOutput<S> : undefined

export interface Reply<T = unknown> {
  data: T
  description?: string
  code?: number
  /** A download instead of the envelope (templates, reports); only on success. */
  file?: {
    /** A stream is sent as it is produced (large reports). */
    body: Uint8Array | string | ReadableStream<Uint8Array>
    contentType: string
    filename: string
    /** Shown in place (images) rather than downloaded. */
    inline?: boolean
    /** Cache-Control for the bytes, e.g. immutable content-addressed images. */
    cacheControl?: string
  }
  /** A server-sent event stream instead of the envelope (server/http/live-stream.ts); only on success. */
  events?: ReadableStream<Uint8Array>
}

export interface HandlerInput<B, Q, P, A extends Access> {
  c: Context<AppEnv>
  deps: Deps
  caller: A extends 'public' ? Caller | undefined : Caller
  body: B
  query: Q
  params: P
}

export interface Operation<
  B extends v.GenericSchema | undefined = v.GenericSchema | undefined,
  Q extends v.GenericSchema | undefined = v.GenericSchema | undefined,
  P extends v.GenericSchema | undefined = v.GenericSchema | undefined,
  A extends Access = Access,
> {
  /** `<resource>.<action>`, the OpenAPI operationId. */
  id: string
  method: 'get' | 'post' | 'put' | 'delete'
  /** Hono path under /api/v1, e.g. `/customers/:id`. */
  path: string
  summary: string
  /** More than the summary says, for the reference (who may call it, limits, what changes). */
  description?: string
  tag: string
  access: A
  body?: B
  query?: Q
  params?: P
  /** Schema of `data` on success, for the reference. */
  response?: v.GenericSchema
  /**
   * What a member's role must allow (src/contract/roles.ts). Left out: GETs need `view` and other
   * methods `sell`, so list POSTs, profile and tour calls that any member may make say `view`.
   */
  permission?: Permission
  /** Public calls that still identify a logged-in caller when a token is sent. */
  optionalAuth?: boolean
  /**
   * A 'merchant' operation that introducer accounts may call too, for their own account (the money-out calls
   * an introducer pays its commission out with: docs/introducer-portal.md). Merchants are unaffected.
   */
  introducers?: boolean
  /** Largest accepted request body; uploads raise it above the API default. */
  maxBodyBytes?: number
  /**
   * A multipart/form-data upload the handler reads itself, for the reference: the form field its file comes
   * in (its files, up to `maxFiles`, when it takes several), the content types it accepts, and a JSON body it
   * takes instead, if any.
   */
  upload?: { field: string; maxFiles?: number; accept: readonly string[]; json?: v.GenericSchema }
  /** A sandbox tool (test tokens, the outbox, the clock): answers 4041 when the SANDBOX setting is off. */
  sandboxOnly?: boolean
  /**
   * A download: the content types its success answers with instead of the envelope (Reply.file), for the
   * reference.
   */
  download?: string[]
  /** The largest file the download answers, in bytes, where one bounds it (open-ended reports have none). */
  downloadMaxBytes?: number
  /**
   * Checks a password or one-time token itself (logins, invitation accepts): may answer 4001/401 though
   * public.
   */
  credentials?: boolean
  /**
   * A public call that can still answer 4030 (a payment method the merchant has not enabled, or its lapsed
   * plan).
   */
  refusable?: boolean
  /** A GET that can answer 4090 (a report not ready yet, a switch into an account that is not active). */
  conflicts?: boolean
  handler: (input: HandlerInput<Infer<B>, Infer<Q>, Infer<P>, A>) => Promise<Reply> | Reply
}

/** Every operation of the API, as server/app.ts composes the route files (server/http/define-routes.ts). */
export interface Registry {
  readonly operations: readonly Operation[]
}

/** Runs one operation for a request: authenticate, authorise, validate, handle, wrap. */
export async function runOperation(op: Operation, c: Context<AppEnv>, deps: Deps) {
  const bearer = bearerOf(c)
  if (op.access !== 'public' && bearer?.startsWith(API_KEY_PREFIX)) return runWithKey(op, c, deps, bearer)
  let caller: Caller | undefined
  if (op.access !== 'public' || (op.optionalAuth && bearer)) {
    caller = await authenticate(c, deps)
    if (
      op.access === 'merchant' &&
      caller.accountType !== 'merchant' &&
      !(op.introducers && caller.accountType === 'introducer')
    )
      throw forbidden('This call is for merchant accounts')
    if (op.access === 'introducer' && caller.accountType !== 'introducer')
      throw forbidden(INTRODUCER_ONLY_MESSAGE)
    if (op.access === 'admin' && caller.accountType !== 'admin')
      throw forbidden('This call is for admin accounts')
    if (op.access !== 'public') {
      const permission = permissionOf(op)
      if (!roleCan(caller.roleCode, permission)) throw forbidden(permissionDeniedMessage(permission))
    }
  }
  return (await execute(op, c, deps, caller)).response
}

export function permissionOf(op: Operation): Permission {
  return op.permission ?? (op.method === 'get' ? 'view' : 'sell')
}

/**
 * A key-authenticated call, counted in the key's usage whatever its outcome
 * (server/services/developers/usage.ts).
 */
async function runWithKey(op: Operation, c: Context<AppEnv>, deps: Deps, secret: string) {
  const started = performance.now()
  let code: number = ResponseCode.UNEXPECTED_ERROR
  try {
    const caller = await authenticateKey(c, deps, op, secret)
    const done = await execute(op, c, deps, caller)
    code = done.code
    return done.response
  } catch (error) {
    if (error instanceof AppError) code = error.code
    throw error
  } finally {
    const keyId = c.get('apiKeyId')
    // Counting must never change the answer: a failed counter write is logged, not thrown.
    if (keyId)
      recordUsage(deps, keyId, op.id, code, performance.now() - started, (error) =>
        deps.log.error('api key usage not recorded', { error: String(error) }),
      )
  }
}

async function execute(
  op: Operation,
  c: Context<AppEnv>,
  deps: Deps,
  caller: Caller | undefined,
): Promise<{ response: Response; code: number }> {
  const language = apiLanguage(c)
  const params = op.params ? parseWith(op.params, c.req.param(), 'path', 'path', language) : undefined
  const query = op.query ? parseWith(op.query, c.req.query(), 'query', 'query string', language) : undefined
  const body = op.body
    ? parseWith(op.body, parseJsonText(await c.req.text()), 'body', 'request body', language)
    : undefined
  const reply = await op.handler({ c, deps, caller: caller, body, query, params })
  // Every admin write is audited here, once, right after it succeeded (docs/admin.md: not in the handler's
  // transaction; a failed audit write fails the call so no admin change goes unrecorded silently).
  if (op.method !== 'get' && caller && isAdminCaller(caller)) {
    await recordAudit(
      deps,
      caller,
      operationEntry(op, { params, query, body, data: reply.data }),
      auditSourceOf(c, deps),
    )
  }
  if (reply.events) {
    // no-transform: compression would hold events back until a buffer fills.
    c.header('Content-Type', 'text/event-stream; charset=utf-8')
    c.header('Cache-Control', 'no-store, no-transform')
    c.header('X-Accel-Buffering', 'no')
    return { response: c.body(reply.events), code: ResponseCode.SUCCESS }
  }
  if (reply.file) {
    c.header('Content-Type', reply.file.contentType)
    // A merchant's own file names may be in any script: the header carries them RFC 6266-encoded (filename*
    // in UTF-8, with an ASCII fallback), never raw, which a header cannot hold.
    c.header(
      'Content-Disposition',
      contentDisposition(reply.file.filename, { type: reply.file.inline ? 'inline' : 'attachment' }),
    )
    if (reply.file.cacheControl) c.header('Cache-Control', reply.file.cacheControl)
    const { body } = reply.file
    return {
      response: c.body(
        typeof body === 'string' || body instanceof ReadableStream ? body : new Uint8Array(body),
      ),
      code: ResponseCode.SUCCESS,
    }
  }
  const code = reply.code ?? ResponseCode.SUCCESS
  return { response: envelope(c, code, reply.data, reply.description ?? 'Success'), code }
}
