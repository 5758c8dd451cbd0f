// The payment settings form's values, the payload they become and their check with the contract's schema.
import { schemaErrors, type FieldErrors } from '@/app/forms/form-errors.ts'
import type { Locale } from '@/contract/messages.ts'
import {
  amountLimitsProblem,
  DEFAULT_CHANNEL_ORDER,
  DEFAULT_REQUIRED_PAYER_FIELDS,
  PaymentSettingCreateSchema,
  type PaymentSetting,
  type PaymentSettingInput,
  type PayerFieldName,
} from '@/contract/payment-settings.ts'
import { isMyrAmount, myrToSen } from '@/lib/money.ts'

export interface PaymentSettingValues {
  /** Every channel, in the order payers see them. */
  channel_order: string[]
  min_amount: string
  max_amount: string
  bill_expiry_days: string
  required_payer_fields: PayerFieldName[]
}

export const PAYMENT_SETTING_FIELDS = [
  'channel_order',
  'min_amount',
  'max_amount',
  'bill_expiry_days',
  'required_payer_fields',
] as const

/** The merchant's order, then the channels it left out in the default order. */
export function fullChannelOrder(order: readonly string[]): string[] {
  return [
    ...order.filter((c) => DEFAULT_CHANNEL_ORDER.includes(c)),
    ...DEFAULT_CHANNEL_ORDER.filter((c) => !order.includes(c)),
  ]
}

export function paymentSettingToForm(setting: PaymentSetting | undefined): PaymentSettingValues {
  return {
    channel_order: fullChannelOrder(setting?.channel_order ?? []),
    min_amount: setting?.min_amount ?? '',
    max_amount: setting?.max_amount ?? '',
    bill_expiry_days:
      setting?.bill_expiry_days === null || setting?.bill_expiry_days === undefined
        ? ''
        : String(setting.bill_expiry_days),
    required_payer_fields: setting
      ? [...setting.required_payer_fields]
      : ([...DEFAULT_REQUIRED_PAYER_FIELDS] as PayerFieldName[]),
  }
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim())

export function paymentSettingPayload(values: PaymentSettingValues): PaymentSettingInput {
  const days = orNull(values.bill_expiry_days)
  return {
    channel_order: values.channel_order as PaymentSettingInput['channel_order'],
    min_amount: orNull(values.min_amount),
    max_amount: orNull(values.max_amount),
    bill_expiry_days: days === null ? null : Number(days),
    required_payer_fields: values.required_payer_fields,
    is_active: true,
  }
}

export function validatePaymentSetting(values: PaymentSettingValues, locale: Locale): FieldErrors {
  const payload = paymentSettingPayload(values)
  const errors = schemaErrors(PaymentSettingCreateSchema, payload, locale)
  const sen = (text: string | null | undefined) => (text && isMyrAmount(text) ? myrToSen(text) : null)
  const limits = amountLimitsProblem(
    sen(payload.min_amount as string | null),
    sen(payload.max_amount as string | null),
  )
  if (limits && !errors.min_amount) errors.min_amount = limits
  return errors
}
