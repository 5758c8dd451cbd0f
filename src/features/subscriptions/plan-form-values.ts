// The plan form (admins): its values, the payload they become and its check with the contract's
// PlanCreateSchema / PlanUpdateSchema, so the browser says what the server would.
import { schemaErrors, type FieldErrors } from '@/app/forms/form-errors.ts'
import { CHANNEL_FLAGS, type Channel } from '@/contract/constants.ts'
import type { Locale } from '@/contract/messages.ts'
import {
  PlanCreateSchema,
  PlanUpdateSchema,
  type PlanCreateInput,
  type PlanFlag,
  type SubscriptionPlan,
} from '@/contract/subscriptions.ts'
import { toApiAmount } from '@/lib/money.ts'

export interface PlanFormValues {
  name: string
  description: string
  monthly_price: string
  yearly_price: string
  fee_discount_percent: string
  flags: Record<PlanFlag, boolean>
  /** Offered to merchants (1) or retired (2). */
  offered: boolean
}

export const PLAN_CHANNELS = Object.keys(CHANNEL_FLAGS) as Channel[]

export const PLAN_FIELDS = [
  'name',
  'description',
  'monthly_price',
  'yearly_price',
  'fee_discount_percent',
  ...PLAN_CHANNELS.map((channel) => CHANNEL_FLAGS[channel]),
  'record_status_id',
] as const

const noFlags = () =>
  Object.fromEntries(PLAN_CHANNELS.map((channel) => [CHANNEL_FLAGS[channel], false])) as Record<
    PlanFlag,
    boolean
  >

export function emptyPlan(): PlanFormValues {
  return {
    name: '',
    description: '',
    monthly_price: '',
    yearly_price: '',
    fee_discount_percent: '0',
    flags: noFlags(),
    offered: true,
  }
}

export function planToForm(plan: SubscriptionPlan): PlanFormValues {
  const flags = noFlags()
  for (const flag of Object.keys(flags) as PlanFlag[]) flags[flag] = plan[flag]
  return {
    name: plan.name,
    description: plan.description ?? '',
    monthly_price: plan.monthly_price,
    yearly_price: plan.yearly_price,
    fee_discount_percent: String(plan.fee_discount_percent),
    flags,
    offered: plan.record_status_id === 1,
  }
}

/** A whole number as typed becomes a number; anything else goes as typed, for the schema to say why not. */
const percent = (text: string): number | string => (/^\s*-?\d+(\.\d+)?\s*$/.test(text) ? Number(text) : text)

export function planPayload(values: PlanFormValues): PlanCreateInput {
  return {
    name: values.name,
    description: values.description.trim() === '' ? null : values.description,
    monthly_price: toApiAmount(values.monthly_price) ?? values.monthly_price.trim(),
    yearly_price: toApiAmount(values.yearly_price) ?? values.yearly_price.trim(),
    fee_discount_percent:
      values.fee_discount_percent.trim() === '' ? 0 : (percent(values.fee_discount_percent) as number),
    ...values.flags,
    record_status_id: values.offered ? 1 : 2,
  }
}

export function validatePlan(editing: boolean, values: PlanFormValues, locale: Locale): FieldErrors {
  return schemaErrors(editing ? PlanUpdateSchema : PlanCreateSchema, planPayload(values), locale)
}
