// What an error report may not carry out of the browser: card numbers, CVV and expiry, tokens and API
// secrets, passwords, and payer contact details. Pure and dependency-free: the error reporter
// (src/app/error-reporting/) runs every event, breadcrumb, transaction and replay event through it before the
// SDK sends anything. Two kinds of rule: by field name (a value under `password`, `accessToken`, `cvv`,
// `email`... goes whole), and by pattern inside any text (a card number in an error message, a Bearer value
// in a console line, an e-mail address in a URL). Over-scrubbing (a 13-digit id) is the accepted price of
// never leaking.

export const FILTERED = '[Filtered]'

/** Field names whose value is always removed, compared lower-case without `_`, `-` or spaces. */
const SENSITIVE_KEYS = new Set([
  'cvv',
  'cvc',
  'csc',
  'cvv2',
  'securitycode',
  'pan',
  'cardnumber',
  'cardno',
  'ccnumber',
  'numbercard',
  'card',
  'expiry',
  'expirydate',
  'expirymonth',
  'expiryyear',
  'expmonth',
  'expyear',
  'exp',
  'ccexp',
  'ccexpmonth',
  'ccexpyear',
  'authorization',
  'proxyauthorization',
  'cookie',
  'cookies',
  'setcookie',
  'xapikey',
  'apikey',
  'apisecret',
  'secretkey',
  'ipaddress',
  'username',
  'payername',
  'customername',
  'fullname',
  'firstname',
  'lastname',
  'nameoncard',
  'cardholder',
  'cardholdername',
  'address',
  'address1',
  'address2',
  'nric',
  'icnumber',
  'otp',
  'pin',
])
/** Parts of a field name that mark it sensitive wherever they appear (`newPassword`, `payer_email`). */
const SENSITIVE_KEY_PARTS = [
  'password',
  'passwd',
  'token',
  'secret',
  'email',
  'phone',
  'mobile',
  'cardnumber',
  'cvv',
]

const normaliseKey = (key: string) => key.toLowerCase().replace(/[\s_-]/g, '')

/** Whether a field of this name holds something that must not leave the browser. */
export function isSensitiveKey(key: string): boolean {
  const k = normaliseKey(key)
  return SENSITIVE_KEYS.has(k) || SENSITIVE_KEY_PARTS.some((part) => k.includes(part))
}

const KEY_WORDS =
  'access_?token|refresh_?token|id_?token|token|password|passwd|pwd|secret|api_?key|authorization|cvv|cvc|csc|card_?number|email|phone|mobile|payer_?name|customer_?name'
/** A named value in text: `password=abc`, `"accessToken":"eyJ…"`, `cvv: 123`, `token%3Dabc`. */
const NAMED_VALUE = new RegExp(
  String.raw`(["']?\b(?:${KEY_WORDS})\b["']?\s*(?:[:=]|%3D)\s*["']?)(?!\[Filtered\])([^"'&\s,;}\]]+)`,
  'gi',
)
/** Bearer / Basic credentials. */
const AUTH_VALUE = /\b(Bearer|Basic)\s+[\w.~+/=-]+/gi
/** Niaga API secrets and JSON Web Tokens (access tokens). */
const SECRET = /\bnk_(?:sandbox|live)_[\w-]+|\beyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]*/g
/** A card number: 13 to 19 digits, optionally grouped by single spaces or dashes, standing on its own (not
 *  a run inside a hexadecimal id or a UUID's digit-only groups). */
const CARD_NUMBER = /(?<![\w.]|\w-)\d(?:[ -]?\d){12,18}(?![\w.]|-\w)/g
/** Expiry and CVV said as such: "exp 12/29", "expiry: 12-2029", "CVV 123". */
const EXPIRY = /\b(exp(?:iry|ires)?(?:\s*date)?\s*[:=]?\s*)(0?[1-9]|1[0-2])\s*[/-]\s*\d{2,4}\b/gi
const CVV = /\b(cvv2?|cvc|csc)(\s*[:=]?\s*)\d{3,4}\b/gi
/** An e-mail address (a domain ending in letters, so `niaga@0.1.0` is a version, not an address). */
const EMAIL = /[\w.+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}\b/g
/** Malaysian phone numbers (+60 12-345 6789, 012-3456789, 03-2345 6789) and any +country number. */
const PHONE =
  /(?<![\w+])(?:(?:\+?60|0)[1-9]\d?[ -]?\d{3,4}[ -]?\d{4}|\+\d{1,3}[ -]?\d(?:[ -]?\d){6,12})(?!\w)/g

/** Removes every sensitive pattern from a piece of text. */
export function scrubText(text: string): string {
  return text
    .replace(AUTH_VALUE, `$1 ${FILTERED}`)
    .replace(SECRET, FILTERED)
    .replace(NAMED_VALUE, `$1${FILTERED}`)
    .replace(EXPIRY, `$1${FILTERED}`)
    .replace(CVV, `$1$2${FILTERED}`)
    .replace(EMAIL, FILTERED)
    .replace(CARD_NUMBER, FILTERED)
    .replace(PHONE, FILTERED)
}

const MAX_DEPTH = 24

type Walk = (value: unknown, key: string | undefined, depth: number) => unknown

function walker(byKey: boolean): Walk {
  const walk: Walk = (value, key, depth) => {
    if (
      byKey &&
      key !== undefined &&
      isSensitiveKey(key) &&
      value !== null &&
      value !== undefined &&
      value !== ''
    )
      return FILTERED
    if (typeof value === 'string') return scrubText(value)
    // A card number held as a number (13 to 19 digits); event times are seconds, never this long.
    if (byKey && typeof value === 'number' && Number.isInteger(value) && Math.abs(value) >= 1e12)
      return FILTERED
    if (value === null || typeof value !== 'object') return value
    if (depth >= MAX_DEPTH) return FILTERED
    if (Array.isArray(value)) return value.map((item) => walk(item, undefined, depth + 1))
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value)) {
      // A header or query pair given as [name, value] keeps its name's rule.
      out[k] = walk(v, k, depth + 1)
    }
    return out
  }
  return walk
}

const byKeyAndText = walker(true)
const byTextOnly = walker(false)

/**
 * An event, a breadcrumb or a transaction with every sensitive field and pattern removed (a copy; the input
 * is left alone). Header lists as [name, value] pairs are treated as fields.
 */
export function scrubData<T>(value: T): T {
  return byKeyAndText(fixPairs(value), undefined, 0) as T
}

/**
 * A replay recording event: text patterns only. Field names in a DOM snapshot are markup (`name`, `value`
 * attributes of inputs are masked by the recorder itself), so they are not judged by name.
 */
export function scrubRecording<T>(value: T): T {
  return byTextOnly(value, undefined, 0) as T
}

/**
 * [['Authorization', 'Bearer x']] becomes [['Authorization', '[Filtered]']]: pairs keep the rule of their
 * name.
 */
function fixPairs<T>(value: T, depth = 0): T {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) {
    return value.map((item: unknown) =>
      Array.isArray(item) && item.length === 2 && typeof item[0] === 'string' && isSensitiveKey(item[0])
        ? [item[0], FILTERED]
        : fixPairs(item, depth + 1),
    ) as T
  }
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(value)) out[k] = fixPairs(v, depth + 1)
  return out as T
}
