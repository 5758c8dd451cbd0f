// Field schemas reused across resources, with messages in the product's words.
import * as v from 'valibot'

export const requiredText = (label: string, max = 120) =>
  v.pipe(
    v.string(`The ${label} field must be text`),
    v.trim(),
    v.nonEmpty(`The ${label} field is required`),
    v.maxLength(max, `The ${label} field may not be greater than ${max} characters`),
  )

/** Optional text: absent, null or empty all mean "no value" (stored as null). */
export const optionalText = (label: string, max = 500) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(`The ${label} field must be text`),
        v.trim(),
        v.maxLength(max, `The ${label} field may not be greater than ${max} characters`),
        v.transform((text) => (text === '' ? null : text)),
      ),
    ),
  )

export const optionalEmail = v.optional(
  v.nullable(
    v.pipe(
      v.string('The email field must be text'),
      v.trim(),
      v.transform((text) => text.toLowerCase()),
      v.union([v.literal(''), v.pipe(v.string(), v.email('The email field must be a valid email'), v.maxLength(254))], 'The email field must be a valid email'),
      v.transform((text) => (text === '' ? null : text)),
    ),
  ),
)

/** Malaysian and international numbers: digits with an optional +, spaces and dashes. */
export const optionalPhone = v.optional(
  v.nullable(
    v.pipe(
      v.string('The phone field must be text'),
      v.trim(),
      v.union([v.literal(''), v.pipe(v.string(), v.regex(/^\+?[0-9][0-9 -]{6,19}$/, 'The phone field format is invalid'))], 'The phone field format is invalid'),
      v.transform((text) => (text === '' ? null : text)),
    ),
  ),
)

export const recordStatus = v.optional(v.picklist([1, 2], 'The record status is 1 (active) or 2 (inactive)'))
