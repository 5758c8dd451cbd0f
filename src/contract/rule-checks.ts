// One pure predicate per SPEC §5 rule, for the valibot rules in rules.ts. As in VeeValidate, every rule but
// `required` passes on an empty value (undefined, null, '' or []): whether a field may be left empty is
// `required`'s business alone.
import { EMAIL_REGEX } from 'valibot'
import { PASSWORD_MIN_LENGTH } from './constants.ts'

/** A browser File, or anything else that carries a MIME type. */
export type MimeFile = { readonly type: string; readonly name?: string }

export function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
}

// Only text and numbers can be measured or matched; an object would stringify to "[object Object]".
function toText(value: unknown): string | null {
  if (typeof value === 'string') return value
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return null
}

const DECIMAL = /^\s*[+-]?(?:\d+(?:\.\d*)?|\.\d+)\s*$/

// Number(' ') is 0 and Number('0x1f') is 31: only plain decimals count as numbers typed into a form.
function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  return typeof value === 'string' && DECIMAL.test(value) ? Number(value) : null
}

// Code points, so an emoji or another character outside the BMP counts as one character, not two.
function charCount(text: string): number {
  return [...text].length
}

function optionalText(value: unknown, test: (text: string) => boolean): boolean {
  if (isEmpty(value)) return true
  const text = toText(value)
  return text !== null && test(text)
}

function optionalNumber(value: unknown, test: (n: number) => boolean): boolean {
  if (isEmpty(value)) return true
  const n = toNumber(value)
  return n !== null && test(n)
}

/** Whitespace alone is empty. `false` counts as a value, as VeeValidate's default `allowFalse` has it. */
export function required(value: unknown): boolean {
  if (isEmpty(value)) return false
  if (typeof value === 'string') return value.trim() !== ''
  // A cleared <input type="number"> reads back as NaN.
  return !(typeof value === 'number' && Number.isNaN(value))
}

/** The server's check (valibot `email()` after `trim()`), so the form accepts exactly what the API does. */
export const email = (value: unknown) => optionalText(value, (text) => EMAIL_REGEX.test(text.trim()))

export const min = (value: unknown, length: number) =>
  optionalText(value, (text) => charCount(text) >= length)
export const max = (value: unknown, length: number) =>
  optionalText(value, (text) => charCount(text) <= length)
export const minValue = (value: unknown, bound: number) => optionalNumber(value, (n) => n >= bound)
export const maxValue = (value: unknown, bound: number) => optionalNumber(value, (n) => n <= bound)
export const between = (value: unknown, low: number, high: number) =>
  optionalNumber(value, (n) => n >= low && n <= high)

/** `value` must equal `other` (the value of the field it confirms); an empty value is left to `required`. */
export const confirmed = (value: unknown, other: unknown) => isEmpty(value) || value === other

export function regex(value: unknown, pattern: RegExp): boolean {
  // A /g or /y pattern remembers lastIndex between test() calls and would fail every other time.
  const stateless =
    pattern.global || pattern.sticky
      ? new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''))
      : pattern
  return optionalText(value, (text) => stateless.test(text))
}

// Letters of every script (Malay, Arabic, Chinese, ...) and their combining marks, such as Arabic harakat.
const ALPHA = /^[\p{L}\p{M}]+$/u
const ALPHA_NUM = /^[\p{L}\p{M}\p{Nd}]+$/u
const ALPHA_DASH = /^[\p{L}\p{M}\p{Nd}_-]+$/u
const ALPHA_SPACES = /^[\p{L}\p{M}\s]+$/u

export const alpha = (value: unknown) => optionalText(value, (text) => ALPHA.test(text))
export const alphaNum = (value: unknown) => optionalText(value, (text) => ALPHA_NUM.test(text))
export const alphaDash = (value: unknown) => optionalText(value, (text) => ALPHA_DASH.test(text))
export const alphaSpaces = (value: unknown) => optionalText(value, (text) => ALPHA_SPACES.test(text))
export const integer = (value: unknown) => optionalText(value, (text) => /^-?\d+$/.test(text))
export const digits = (value: unknown, length: number) =>
  optionalText(value, (text) => /^\d+$/.test(text) && text.length === length)

/** Exact length: characters of a text, or items of a list (a multi-select). */
export function length(value: unknown, n: number): boolean {
  if (Array.isArray(value)) return value.length === 0 || value.length === n
  return optionalText(value, (text) => charCount(text) === n)
}

function isMimeFile(value: unknown): value is MimeFile {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string'
}

// One file, an array of files or an <input type="file" multiple>'s FileList (array-like, not an array).
function toFiles(value: unknown): unknown[] {
  if (Array.isArray(value)) return value
  if (isMimeFile(value)) return [value]
  const size =
    typeof value === 'object' && value !== null ? (value as { length?: unknown }).length : undefined
  return typeof size === 'number' ? Array.from(value as ArrayLike<unknown>) : [value]
}

function mimeMatches(actual: string, allowed: string): boolean {
  const type = (actual.split(';')[0] ?? '').trim().toLowerCase()
  const wanted = allowed.trim().toLowerCase()
  if (type === '') return false
  return wanted.endsWith('/*') ? type.startsWith(wanted.slice(0, -1)) : type === wanted
}

/**
 * Every file's MIME type is in `types`, which may hold wildcards such as 'image/*'. `file` is a MimeFile, an
 * array of them or a FileList; anything else fails.
 */
export function mimes(file: unknown, types: readonly string[]): boolean {
  if (isEmpty(file)) return true
  return toFiles(file).every((f) => isMimeFile(f) && types.some((type) => mimeMatches(f.type, type)))
}

/** Spec: the number must be at least 0. */
export const positive = (value: unknown) => optionalNumber(value, (n) => n >= 0)

/** Spec: a 15-digit number starting 34 or 37, digits only. */
export const creditCard = (value: unknown) => optionalText(value, (text) => /^3[47]\d{13}$/.test(text))

/** Spec: at least 8 characters. */
export const passwordLongEnough = (value: unknown) =>
  isEmpty(value) || (typeof value === 'string' && value.length >= PASSWORD_MIN_LENGTH)

/**
 * Spec: a digit, a lowercase, an uppercase letter and one of !@#$%&*(); length is passwordLongEnough's job.
 */
export const passwordStrong = (value: unknown) =>
  isEmpty(value) ||
  (typeof value === 'string' &&
    /\d/.test(value) &&
    /[a-z]/.test(value) &&
    /[A-Z]/.test(value) &&
    /[!@#$%&*()]/.test(value))

const IPV4_OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)'
const DOMAIN = '(?:[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]{0,61}[\\p{L}\\p{N}])?\\.)+\\p{L}{2,63}'
// A host with a TLD (or localhost / an IPv4 address), an optional port, then path, query or fragment
// without spaces. No user:password@ part: that is how a link hides its real host.
const URL_PATTERN = new RegExp(
  `^https?://(?:localhost|(?:${IPV4_OCTET}\\.){3}${IPV4_OCTET}|${DOMAIN})(?::\\d{1,5})?(?:[/?#]\\S*)?$`,
  'iu',
)

/** Spec: optional; when given, an http(s) URL. */
export const url = (value: unknown) => optionalText(value, (text) => URL_PATTERN.test(text))
