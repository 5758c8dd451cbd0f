// The form rules as valibot schemas, with the same predicates and English messages, for the schemas the
// server and the client share. Each takes the field name its messages show.
import * as v from 'valibot'
import { formatMessage, type MessageKey } from './messages.ts'
import { creditCard, email, passwordLongEnough, passwordStrong, positive, url } from './rules.ts'

const en = (key: MessageKey, field: string) => formatMessage(key, 'en', { field })

// The predicates let empty values through (optional fields); for these schemas a value is required, and a
// missing one (undefined, null, another type) reads as such rather than as valibot's type error.
const requiredString = (field: string) =>
  v.pipe(v.string(en('required', field)), v.nonEmpty(en('required', field)))

/** Too short gets the length message alone; the composition message is only for 8+ characters. */
export const passwordSchema = (field = 'password') =>
  v.pipe(
    requiredString(field),
    v.check((value: string) => passwordLongEnough(value), en('password_min', field)),
    v.check((value: string) => !passwordLongEnough(value) || passwordStrong(value), en('password', field)),
  )

/** Trimmed, as the server stores it; the check is valibot's own email(), so both sides agree. */
export const emailSchema = (field = 'email') =>
  v.pipe(
    v.string(en('required', field)),
    v.trim(),
    v.nonEmpty(en('required', field)),
    v.check((value: string) => email(value), en('email', field)),
  )

// The spec's message names no field, and reads as well for "not a number" as for "below 0".
export const positiveNumberSchema = () =>
  v.pipe(
    v.number(en('positive', '')),
    v.check((value: number) => positive(value), en('positive', '')),
  )

/** Absent, null and '' all pass, as the optional url rule has it. */
export const optionalUrlSchema = () =>
  v.nullish(
    v.pipe(
      v.string(en('url', 'url')),
      v.check((value: string) => url(value), en('url', 'url')),
    ),
  )

export const creditCardSchema = (field = 'card_number') =>
  v.pipe(
    requiredString(field),
    v.check((value: string) => creditCard(value), en('credit_card', field)),
  )
