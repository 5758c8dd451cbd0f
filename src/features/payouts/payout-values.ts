// The payout request's values, its fee preview and its checks: the contract's CreatePayoutSchema, then the
// two rules the server applies on top (at least RM 10.00; amount + fee within the available balance).
import { schemaErrors, type FieldErrors } from '@/app/forms/form-errors.ts'
import { formatMessage, type Locale } from '@/contract/messages.ts'
import { CreatePayoutSchema, MIN_PAYOUT_SEN, type CreatePayoutInput } from '@/contract/payouts.ts'
import { formatSen, myrToSen, senToMyr, toApiAmount } from '@/lib/money.ts'

export interface PayoutFormValues {
  bank_account_id: string
  /** The payout service's id as the select gives it; '' for none chosen. */
  payout_service_id: string
  amount: string
}

export const PAYOUT_FIELDS = ['bank_account_id', 'payout_service_id', 'amount'] as const

export function payoutPayload(values: PayoutFormValues): CreatePayoutInput {
  return {
    bank_account_id: values.bank_account_id,
    // A typed "1,000" or "RM 12.5" is sent as the API writes amounts; anything else as typed (the schema says
    // why).
    amount: toApiAmount(values.amount) ?? values.amount.trim(),
    ...(values.payout_service_id ? { payout_service_id: Number(values.payout_service_id) } : {}),
  }
}

/** amount + fee, what leaves the available balance; null while the amount is not one. */
export function payoutTotal(amount: string, fee: string | undefined): string | null {
  const api = toApiAmount(amount)
  if (api === null || fee === undefined) return null
  return senToMyr(myrToSen(api) + myrToSen(fee))
}

/** The largest amount the balance allows with this fee ("0.00" when even the fee does not fit). */
export function maxPayout(available: string, fee: string): string {
  return senToMyr(Math.max(0, myrToSen(available) - myrToSen(fee)))
}

export function validatePayout(
  values: PayoutFormValues,
  limits: { fee: string | undefined; available: string | undefined },
  locale: Locale,
): FieldErrors {
  const errors = schemaErrors(CreatePayoutSchema, payoutPayload(values), locale)
  if (errors.amount) return errors
  const sen = myrToSen(payoutPayload(values).amount)
  if (sen < MIN_PAYOUT_SEN)
    return {
      ...errors,
      amount: formatMessage('min_value', locale, { field: 'amount', min: formatSen(MIN_PAYOUT_SEN) }),
    }
  if (limits.fee !== undefined && limits.available !== undefined) {
    const most = maxPayout(limits.available, limits.fee)
    if (sen > myrToSen(most))
      return {
        ...errors,
        amount: formatMessage('max_value', locale, { field: 'amount', max: formatSen(myrToSen(most)) }),
      }
  }
  return errors
}
