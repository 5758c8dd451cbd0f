// How the developers' pages write their figures: latencies, response codes and a key's masked form.
import { ResponseCode } from '@/contract/codes.ts'
import type { ApiKey } from '@/contract/developers.ts'

const millis = new Intl.NumberFormat('en-MY', { maximumFractionDigits: 0 })

export const latency = (ms: number) => `${millis.format(ms)} ms`

/** `nk_sandbox_AbCdEf012345…wxyz`: enough to recognise a key, never enough to use it. */
export const maskedKey = (key: Pick<ApiKey, 'prefix' | 'last4'>) => `${key.prefix}…${key.last4}`

const CODE_NAMES = new Map<number, string>(
  Object.entries(ResponseCode).map(([name, code]) => [
    code,
    name.charAt(0) + name.slice(1).toLowerCase().replaceAll('_', ' '),
  ]),
)

/** 4030 → "4030 Forbidden"; a code the catalogue lacks is shown as it is. */
export function responseCodeLabel(code: number): string {
  const name = CODE_NAMES.get(code)
  return name ? `${code} ${name}` : String(code)
}
