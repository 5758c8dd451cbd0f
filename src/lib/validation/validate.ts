// The declarative form validation every form uses: a list of rules per field, the first failure's message.
import { fieldWords, formatMessage, type Locale, type MessageKey, type MessageParams } from './messages.ts'
import {
  alpha,
  alphaDash,
  alphaNum,
  alphaSpaces,
  between,
  confirmed,
  creditCard,
  digits,
  email,
  integer,
  length,
  max,
  maxValue,
  mimes,
  min,
  minValue,
  passwordLongEnough,
  passwordStrong,
  positive,
  regex,
  required,
  url,
} from './rules.ts'

type SimpleRule =
  | 'required'
  | 'email'
  | 'alpha'
  | 'integer'
  | 'alpha_dash'
  | 'alpha_num'
  | 'alpha_spaces'
  | 'positive'
  | 'credit-card'
  | 'url'

// Readonly tuples so that schemas written `as const` are accepted too.
export type RuleSpec =
  | SimpleRule
  | 'password'
  | readonly ['min', number]
  | readonly ['max', number]
  | readonly ['min_value', number]
  | readonly ['max_value', number]
  | readonly ['confirmed', string]
  | readonly ['regex', RegExp]
  | readonly ['between', number, number]
  | readonly ['digits', number]
  | readonly ['length', number]
  | readonly ['mimes', readonly string[]]

export type FormSchema = Readonly<Record<string, readonly RuleSpec[]>>

export type FieldOptions = {
  /** The field's name in the form; shown as words ("first_name" → "first name") unless `label` is given. */
  field: string
  label?: string
  locale: Locale
  /** All the form's values, for `confirmed`. */
  values?: Readonly<Record<string, unknown>>
  /** Labels of the other fields, to name the target of `confirmed`. */
  labels?: Readonly<Record<string, string>>
}

const SIMPLE: Record<SimpleRule, [(value: unknown) => boolean, MessageKey]> = {
  required: [required, 'required'],
  email: [email, 'email'],
  alpha: [alpha, 'alpha'],
  integer: [integer, 'integer'],
  alpha_dash: [alphaDash, 'alpha_dash'],
  alpha_num: [alphaNum, 'alpha_num'],
  alpha_spaces: [alphaSpaces, 'alpha_spaces'],
  positive: [positive, 'positive'],
  'credit-card': [creditCard, 'credit_card'],
  url: [url, 'url'],
}

type Failure = { key: MessageKey; params?: Omit<MessageParams, 'field' | 'label'> }

const failIf = (passed: boolean, failure: Failure): Failure | null => (passed ? null : failure)

function firstFailure(value: unknown, spec: RuleSpec, options: FieldOptions): Failure | null {
  if (spec === 'password') {
    // A short password gets the length message alone; the mix is judged only once it is long enough.
    if (!passwordLongEnough(value)) return { key: 'password_min' }
    return failIf(passwordStrong(value), { key: 'password' })
  }
  if (typeof spec === 'string') {
    const [predicate, key] = SIMPLE[spec]
    return failIf(predicate(value), { key })
  }
  switch (spec[0]) {
    case 'min':
      return failIf(min(value, spec[1]), { key: 'min', params: { length: spec[1] } })
    case 'max':
      return failIf(max(value, spec[1]), { key: 'max', params: { length: spec[1] } })
    case 'min_value':
      return failIf(minValue(value, spec[1]), { key: 'min_value', params: { min: spec[1] } })
    case 'max_value':
      return failIf(maxValue(value, spec[1]), { key: 'max_value', params: { max: spec[1] } })
    case 'digits':
      return failIf(digits(value, spec[1]), { key: 'digits', params: { length: spec[1] } })
    case 'length':
      return failIf(length(value, spec[1]), { key: 'length', params: { length: spec[1] } })
    case 'regex':
      return failIf(regex(value, spec[1]), { key: 'regex' })
    case 'between':
      return failIf(between(value, spec[1], spec[2]), {
        key: 'between',
        params: { min: spec[1], max: spec[2] },
      })
    case 'mimes':
      return failIf(mimes(value, spec[1]), { key: 'mimes' })
    case 'confirmed': {
      const other = spec[1]
      const target = options.labels?.[other] ?? fieldWords(other)
      return failIf(confirmed(value, options.values?.[other]), { key: 'confirmed', params: { target } })
    }
  }
}

/** The message of the first rule the value fails, or null when it passes them all. */
export function validateField(
  value: unknown,
  rules: readonly RuleSpec[],
  options: FieldOptions,
): string | null {
  for (const spec of rules) {
    const failure = firstFailure(value, spec, options)
    if (failure) {
      return formatMessage(failure.key, options.locale, {
        field: options.field,
        label: options.label,
        ...failure.params,
      })
    }
  }
  return null
}

/** Field → its first message, for each field of `schema` that fails; an empty object when the form is valid. */
export function validateForm(
  values: Readonly<Record<string, unknown>>,
  schema: FormSchema,
  locale: Locale,
  labels?: Readonly<Record<string, string>>,
): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const [field, rules] of Object.entries(schema)) {
    const message = validateField(values[field], rules, {
      field,
      label: labels?.[field],
      locale,
      values,
      labels,
    })
    if (message !== null) errors[field] = message
  }
  return errors
}
