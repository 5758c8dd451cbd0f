// MYR amounts as the API carries them: text (or a number) with at most 2 decimals, RM 0.01 to RM 1,000,000.
import * as v from 'valibot'
import { message } from './messages.ts'
import { required } from './rules.ts'

export const MAX_AMOUNT_SEN = 100_000_000

/** Whole ringgit (up to 7 digits) and at most 2 decimals: the one pattern of a typed MYR amount. */
export const MYR_AMOUNT_PATTERN = /^\d{1,7}(\.\d{1,2})?$/

/** A MYR amount; `field` names it when it is missing ("The price field is required"). */
export const myrAmount = (field = 'amount') =>
  v.pipe(
    v.union([v.string(), v.number()], message('number', { field: 'amount' })),
    // A JSON number like 10.1 is taken as typed; one with a third decimal stays visible and fails below.
    v.transform((value) =>
      typeof value === 'string'
        ? value.trim()
        : Math.abs(Math.round(value * 100) - value * 100) < 1e-6
          ? value.toFixed(2)
          : String(value),
    ),
    required(field),
    v.regex(MYR_AMOUNT_PATTERN, message('amount_format')),
    v.check((text) => Number(text) >= 0.01, message('amount_min')),
    v.check((text) => Number(text) <= MAX_AMOUNT_SEN / 100, message('amount_max')),
  )

export const MyrAmountSchema = myrAmount()
