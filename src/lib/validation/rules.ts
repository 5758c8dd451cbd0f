// One pure predicate per SPEC §5 rule. As in VeeValidate, every rule but `required` passes on an empty
// value: whether a field may be empty is the `required` rule's business alone.
import { isPasswordLongEnough, isPasswordStrong } from '../../contract/password.ts'

export const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)

const text = (value: unknown) => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '')
const optional = (check: (value: unknown) => boolean) => (value: unknown) => isEmpty(value) || check(value)
const numeric = (value: unknown) => (typeof value === 'number' ? value : text(value).trim() === '' ? Number.NaN : Number(text(value)))

export const required = (value: unknown): boolean =>
  !isEmpty(value) && !(typeof value === 'string' && value.trim() === '') && value !== false

export const email = optional((value) => /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(text(value)))
export const min = (value: unknown, length: number) => isEmpty(value) || text(value).length >= length
export const max = (value: unknown, length: number) => isEmpty(value) || text(value).length <= length
export const minValue = (value: unknown, bound: number) => isEmpty(value) || numeric(value) >= bound
export const maxValue = (value: unknown, bound: number) => isEmpty(value) || numeric(value) <= bound
export const confirmed = (value: unknown, other: unknown) => value === other
export const regex = (value: unknown, pattern: RegExp) => isEmpty(value) || new RegExp(pattern.source, pattern.flags.replace('g', '')).test(text(value))
export const between = (value: unknown, low: number, high: number) => isEmpty(value) || (numeric(value) >= low && numeric(value) <= high)
export const alpha = optional((value) => /^\p{L}+$/u.test(text(value)))
export const integer = optional((value) => /^-?\d+$/.test(text(value)))
export const digits = (value: unknown, length: number) => isEmpty(value) || (/^\d+$/.test(text(value)) && text(value).length === length)
export const alphaDash = optional((value) => /^[\p{L}\p{N}_-]+$/u.test(text(value)))
export const alphaNum = optional((value) => /^[\p{L}\p{N}]+$/u.test(text(value)))
export const length = (value: unknown, n: number) => isEmpty(value) || (Array.isArray(value) ? value.length : text(value).length) === n
export const alphaSpaces = optional((value) => /^[\p{L}\s]+$/u.test(text(value)))

/** A file's MIME type against a list such as ['image/png', 'image/*']. */
export function mimes(file: { type: string } | null | undefined, types: string[]): boolean {
  if (!file) return true
  return types.some((type) => (type.endsWith('/*') ? file.type.startsWith(type.slice(0, -1)) : file.type === type))
}

/** SPEC §5 positive: the number must be at least 0. */
export const positive = optional((value) => numeric(value) >= 0)

/** SPEC §5 credit-card: a 15-digit number starting 34 or 37. */
export const creditCard = optional((value) => /^3[47]\d{13}$/.test(text(value).replace(/\s/g, '')))

/** SPEC §5 password: a digit, a lowercase, an uppercase and one of !@#$%&*(). */
export const passwordStrong = optional((value) => isPasswordStrong(text(value)))
export const passwordLongEnough = optional((value) => isPasswordLongEnough(text(value)))

/** SPEC §5 url: optional; when given, an http(s) URL. */
export const url = optional((value) => {
  try {
    const parsed = new URL(text(value))
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname.includes('.')
  } catch {
    return false
  }
})
