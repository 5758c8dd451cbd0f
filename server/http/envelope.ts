// Renders the envelope {response_code, token, data, description} with the HTTP status of its class.
import type { Context } from 'hono'
import { httpStatusFor, ResponseCode } from '../../src/contract/codes.ts'
import type { Envelope } from '../../src/contract/envelope.ts'
import type { AppEnv } from './types.ts'

export function envelope<T>(c: Context<AppEnv>, code: number, data: T, description: string) {
  const body: Envelope<T> = { response_code: code, token: c.get('renewedToken') ?? null, data, description }
  const json = JSON.stringify(body)
  // The length lets the compression middleware leave small answers as they are (server/app.ts).
  return c.body(json, httpStatusFor(code), {
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(json)),
  })
}

export function ok<T>(c: Context<AppEnv>, data: T, description = 'Success') {
  return envelope(c, ResponseCode.SUCCESS, data, description)
}
