// The SPEC §5 form rules as valibot actions, each with its message from messages.ts in the parse's language.
// Text rules check strings and number rules numbers, so a pipe keeps its types; as in VeeValidate, every
// rule but `required` lets an empty value through (a field that must be filled says so with `required`).
import * as v from 'valibot'
import * as is from './rule-checks.ts'
import { message } from './messages.ts'

type Field = { field: string } | { label: string }

/** The JSON Schema bound a check stands for: the API reference declares it (server/http/input-bounds.ts). */
export interface DeclaredBound {
  maxLength?: number
  minLength?: number
  minimum?: number
  maximum?: number
}
const declaring = <A extends object>(action: A, bound: DeclaredBound) =>
  Object.assign(action, { declares: bound })
const named = (field: string): Field => ({ field })

/** Something other than blanks (whitespace alone is empty). */
export const required = (field: string) =>
  v.check((text: string) => is.required(text), message('required', named(field)))

export const email = (field = 'email') =>
  v.check((text: string) => is.email(text), message('email', named(field)))

/** At least `length` characters (an emoji counts as one). */
export const min = (field: string, length: number) =>
  v.check((text: string) => is.min(text, length), message('min', { field, length }))

/** At most `length` characters (an emoji counts as one). */
export const max = (field: string, length: number) =>
  declaring(
    v.check((text: string) => is.max(text, length), message('max', { field, length })),
    { maxLength: length },
  )

export const minValue = (field: string, bound: number) =>
  declaring(
    v.check((n: number) => is.minValue(n, bound), message('min_value', { field, min: bound })),
    { minimum: bound },
  )

export const maxValue = (field: string, bound: number) =>
  declaring(
    v.check((n: number) => is.maxValue(n, bound), message('max_value', { field, max: bound })),
    { maximum: bound },
  )

export const between = (field: string, low: number, high: number) =>
  declaring(
    v.check((n: number) => is.between(n, low, high), message('between', { field, min: low, max: high })),
    { minimum: low, maximum: high },
  )

export const regex = (field: string, pattern: RegExp) =>
  v.check((text: string) => is.regex(text, pattern), message('regex', named(field)))

export const alpha = (field: string) =>
  v.check((text: string) => is.alpha(text), message('alpha', named(field)))

export const alphaNum = (field: string) =>
  v.check((text: string) => is.alphaNum(text), message('alpha_num', named(field)))

export const alphaDash = (field: string) =>
  v.check((text: string) => is.alphaDash(text), message('alpha_dash', named(field)))

export const alphaSpaces = (field: string) =>
  v.check((text: string) => is.alphaSpaces(text), message('alpha_spaces', named(field)))

/** Whole numbers typed as text, negative allowed. */
export const integer = (field: string) =>
  v.check((text: string) => is.integer(text), message('integer', named(field)))

export const digits = (field: string, length: number) =>
  v.check((text: string) => is.digits(text, length), message('digits', { field, length }))

export const length = (field: string, n: number) =>
  v.check((text: string) => is.length(text, n), message('length', { field, length: n }))

/** One file, a list of them or a FileList, each of one of `types` ('image/*' wildcards allowed). */
export const mimes = (field: string, types: readonly string[]) =>
  v.check((file: unknown) => is.mimes(file, types), message('mimes', named(field)))

/** Spec: at least 0; the message names no field. */
export const positive = () => v.check((n: number) => is.positive(n), message('positive'))

/** Spec: 15 digits starting 34 or 37. */
export const creditCard = () => v.check((text: string) => is.creditCard(text), message('credit_card'))

/** Spec: optional; when given, an http(s) URL with a real host. */
export const url = () => v.check((text: string) => is.url(text), message('url'))

/**
 * Spec: the password rule. Too short gets the length message alone (its sentence starts with `label`); the
 * composition message is only for 8+ characters.
 */
export const password = (label = 'Password', field = 'password') =>
  [
    v.check((text: string) => is.passwordLongEnough(text), message('password_min', { label })),
    v.check(
      (text: string) => !is.passwordLongEnough(text) || is.passwordStrong(text),
      message('password', named(field)),
    ),
  ] as const

/** The `confirmed` message, for the object-level check that compares two fields. */
export const confirmedMessage = (field: string) => message('confirmed', named(field))
