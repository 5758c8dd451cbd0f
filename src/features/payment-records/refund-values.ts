// The refund form: the amount (the refundable rest by default, RM 0.01 up to that rest) and an optional
// reason, checked with the contract's RefundSchema and the record's refundable amount.
import { schemaErrors, type FieldErrors } from '@/app/forms/form-errors.ts'
import { formatMessage, type Locale } from '@/contract/messages.ts'
import { RefundSchema } from '@/contract/void-sales.ts'
import { formatMyr, myrToSen, toApiAmount } from '@/lib/money.ts'

export interface RefundFormValues {
  amount: string
  reason: string
}

export const REFUND_FIELDS = ['amount', 'reason'] as const

export function refundPayload(invoiceNo: string, values: RefundFormValues) {
  const reason = values.reason.trim()
  return {
    invoice_no: invoiceNo,
    amount: toApiAmount(values.amount) ?? values.amount.trim(),
    ...(reason ? { reason } : {}),
  }
}

export function validateRefund(
  invoiceNo: string,
  refundable: string,
  values: RefundFormValues,
  locale: Locale,
): FieldErrors {
  const payload = refundPayload(invoiceNo, values)
  const errors = schemaErrors(RefundSchema, payload, locale)
  if (errors.amount || myrToSen(payload.amount) <= myrToSen(refundable)) return errors
  return {
    ...errors,
    amount: formatMessage('max_value', locale, { field: 'amount', max: formatMyr(refundable) }),
  }
}
