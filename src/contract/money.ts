// MYR amounts as the API carries them: text (or a number) with at most 2 decimals, RM 0.01 to RM 1,000,000.
import * as v from 'valibot'

export const MAX_AMOUNT_SEN = 100_000_000

export const MyrAmountSchema = v.pipe(
  v.union([v.string(), v.number()], 'The amount must be a number'),
  // A JSON number like 10.1 is taken as typed; one with a third decimal stays visible and fails below.
  v.transform((value) =>
    typeof value === 'string' ? value.trim() : Math.abs(Math.round(value * 100) - value * 100) < 1e-6 ? value.toFixed(2) : String(value),
  ),
  v.regex(/^\d{1,7}(\.\d{1,2})?$/, 'The amount must be a positive MYR amount with at most 2 decimals'),
  v.check((text) => Number(text) >= 0.01, 'The amount must be at least RM 0.01'),
  v.check((text) => Number(text) <= MAX_AMOUNT_SEN / 100, 'The amount may not exceed RM 1,000,000.00'),
)
