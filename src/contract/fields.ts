// Field schemas reused across resources, with their messages from messages.ts (English for the API, the
// form's language in the browser). `field` is the label the messages show: "The payer name field is
// required".
import * as v from 'valibot'
import { message, type MessageKey } from './messages.ts'
import { email, max, regex, required, url } from './rules.ts'

/** Malaysian and international numbers: digits with an optional +, spaces and dashes. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 -]{6,19}$/

const emptyToNull = (text: string) => (text === '' ? null : text)

export const requiredText = (field: string, length = 120) =>
  v.pipe(v.string(message('text', { field })), v.trim(), required(field), max(field, length))

/** Optional text: absent, null or empty all mean "no value" (stored as null). */
export const optionalText = (field: string, length = 500) =>
  v.optional(
    v.nullable(
      v.pipe(v.string(message('text', { field })), v.trim(), max(field, length), v.transform(emptyToNull)),
    ),
  )

/** A required email, trimmed and lowercased as it is stored; empty reads as "not a valid email". */
export const requiredEmail = (field = 'email') =>
  v.pipe(
    v.string(message('text', { field })),
    v.trim(),
    v.toLowerCase(),
    v.email(message('email', { field })),
    max(field, 254),
  )

/** An email, or empty for none (stored as null). */
export const optionalEmail = (field = 'email') =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(message('text', { field })),
        v.trim(),
        v.toLowerCase(),
        email(field),
        max(field, 254),
        v.transform(emptyToNull),
      ),
    ),
  )

/** A phone number, or empty for none (stored as null). */
export const optionalPhone = (field = 'phone') =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(message('text', { field })),
        v.trim(),
        regex(field, PHONE_PATTERN),
        v.transform(emptyToNull),
      ),
    ),
  )

/** An http(s) address, or empty for none (stored as null). */
export const optionalUrl = (field: string, length = 500) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(message('text', { field })),
        v.trim(),
        url(),
        max(field, length),
        v.transform(emptyToNull),
      ),
    ),
  )

/**
 * The id of a record chosen from a list. Empty reads as "choose one" (`emptyKey`, or "The {field} field is
 * required"); anything else that is not a UUID as "The {field} must be an id" (`invalidKey` to say
 * otherwise).
 */
export const recordId = (field: string, emptyKey: MessageKey = 'required', invalidKey: MessageKey = 'id') =>
  v.pipe(
    v.string(message(invalidKey, { field })),
    v.nonEmpty(message(emptyKey, { field })),
    v.uuid(message(invalidKey, { field })),
  )

export const recordStatus = v.optional(v.picklist([1, 2], message('record_status')))

/** A count typed as a number: whole, from `least` to 1,000,000. */
export const count = (field: string, least: number) =>
  v.pipe(
    v.number(message('number', { field })),
    v.integer(message('whole_number', { field })),
    v.minValue(least, message('at_least', { field, min: least })),
    v.maxValue(1_000_000, message('at_most', { field, max: '1,000,000' })),
  )

/** Kilograms with up to 3 decimals (whole grams), 0 to `most` kg (`shown` as the message writes it). */
export const weightKg = (most: number, shown = String(most)) =>
  v.pipe(
    v.number(message('weight_number')),
    v.minValue(0, message('weight_negative')),
    v.maxValue(most, message('weight_max', { max: shown })),
    v.check((kg) => Math.abs(Math.round(kg * 1000) - kg * 1000) < 1e-6, message('weight_grams')),
  )
