// What the *-bad-input tests ask of every answer to a request no client should send: the envelope, never a
// 5xx (the same rule `npm run fuzz` holds every operation to: fuzz/checks.ts), a 4000 that names what was
// wrong, and a refusal that changes nothing.
import fc from 'fast-check'
import { expect, it } from 'vitest'
import { answerProblem } from '../../fuzz/checks.ts'
import { ResponseCode } from '../../src/contract/codes.ts'
import type { Breakdown, Envelope } from '../../src/contract/envelope.ts'
import type { Api, ApiResponse, CallOptions } from './api-harness.ts'

/**
 * Below 500 and the envelope: an integer response code other than 5000, a description, a token (or null)
 * and data. A 4000 also names at least one field in its breakdown, each with a message.
 */
export function expectEnvelope(res: Pick<ApiResponse, 'status' | 'headers' | 'body'>, what = '') {
  expect(answerProblem(res.status, res.headers, JSON.stringify(res.body)), what).toBeUndefined()
  if (res.body.response_code === ResponseCode.VALIDATION_FAILED) breakdownOf(res, what)
}

function messagesOf(res: Pick<ApiResponse, 'body'>, what: string): string[] {
  const breakdown = (res.body.data as { breakdown?: unknown } | null)?.breakdown
  expect(typeof breakdown === 'object' && breakdown !== null, `${what}: the breakdown of a 4000`).toBe(true)
  const messages = Object.values(breakdown as object)
  for (const message of messages) expect(message, `${what}: a breakdown message`).toBeTypeOf('string')
  return messages as string[]
}

/** An answer the test asked for without api.call (a multipart upload), read as api.call reads one. */
export async function readAnswer(response: Response): Promise<ApiResponse> {
  return { status: response.status, headers: response.headers, body: (await response.json()) as Envelope }
}

/** The breakdown of a 4000, checked to name at least one field, each with a message. */
export function breakdownOf(res: Pick<ApiResponse, 'body'>, what = ''): Breakdown {
  expect(res.body.response_code, what).toBe(ResponseCode.VALIDATION_FAILED)
  expect(messagesOf(res, what).length, `${what}: fields in the breakdown`).toBeGreaterThan(0)
  return (res.body.data as { breakdown: Breakdown }).breakdown
}

/**
 * A body of any JSON, or an object of the endpoint's own field names holding any JSON, a near-valid value
 * (real ids, limits, the values a rule tests) or nothing.
 */
export const anyBody = (fields: readonly string[], nearValid?: fc.Arbitrary<unknown>) =>
  fc.oneof(
    fc.jsonValue(),
    fc.dictionary(
      fc.constantFrom(...fields),
      nearValid ? fc.oneof(fc.jsonValue(), nearValid, fc.constant<unknown>(undefined)) : fc.jsonValue(),
    ),
  )

/**
 * Sends `send(input)` for arbitrary inputs: every answer is the envelope, and one that is not a success
 * leaves `state()` as it was. `after` sees each answer, to check more or to keep the fixtures usable.
 */
export async function expectRefusalsChangeNothing<T>(options: {
  inputs: fc.Arbitrary<T>
  send: (input: T) => Promise<ApiResponse>
  state: () => Promise<unknown>
  runs: number
  after?: (res: ApiResponse, input: T) => unknown
}) {
  await fc.assert(
    fc.asyncProperty(options.inputs, async (input) => {
      const what = JSON.stringify(input)
      const before = await options.state()
      const res = await options.send(input)
      expectEnvelope(res, what)
      if (res.body.response_code !== ResponseCode.SUCCESS) expect(await options.state(), what).toEqual(before)
      await options.after?.(res, input)
    }),
    { numRuns: options.runs },
  )
}

/** An endpoint that takes a body: its method, its path (read when the test runs) and the test's name. */
export type BodyTarget = readonly [method: string, path: () => string, name: string, ...rest: unknown[]]

/** One test of expectRefusalsChangeNothing per target, named by its method and name. */
export function itRefusesAnyInput<T, Target extends BodyTarget>(
  targets: readonly Target[],
  options: {
    inputs: () => fc.Arbitrary<T>
    send: (input: T, target: Target) => Promise<ApiResponse>
    state: () => Promise<unknown>
    runs: number
    after?: (res: ApiResponse, target: Target) => unknown
  },
) {
  for (const target of targets)
    it(`${target[0]} ${target[2]}`, () =>
      expectRefusalsChangeNothing({
        inputs: options.inputs(),
        send: (input) => options.send(input, target),
        state: options.state,
        runs: options.runs,
        after: (res) => options.after?.(res, target),
      }))
}

/** A test's name from the source of a path function: () => `/stores/${ids.store}` is "/stores/{id}". */
export const pathName = (path: () => string) =>
  path
    .toString()
    .replace(/^\(\) => /, '')
    .replace(/\$\{[\w.]+\}/g, '{id}')
    .replace(/[`'"]/g, '')

export type TextCall = [method: string, path: string, options?: CallOptions]

/**
 * Arbitrary text, URL-encoded as `q`, in the query strings and path segments of every call `calls(q)`
 * lists: each answers the envelope. Calls go as `token` unless one says otherwise.
 */
export async function expectEnvelopesForAnyText(
  api: Api,
  calls: (q: string) => TextCall[],
  options: { token?: string; runs: number; maxLength?: number },
) {
  await fc.assert(
    // "." and ".." are not values in a path but steps in it: the URL itself turns /collections/./x into
    // /collections/x, another call whose answer is its own.
    fc.asyncProperty(
      fc.string({ maxLength: options.maxLength ?? 40 }).filter((text) => text !== '.' && text !== '..'),
      async (text) => {
        for (const [method, path, callOptions] of calls(encodeURIComponent(text)))
          expectEnvelope(
            await api.call(method, path, { token: options.token, ...callOptions }),
            `${method} ${path}`,
          )
      },
    ),
    { numRuns: options.runs },
  )
}
