// Payment settings (docs/company-and-settings.md): the channel order payers see, the amount limits per
// payment, the default bill expiry and the payer details a payment form requires; one active record per
// account.
import type * as v from 'valibot'
import { ResponseCode } from '../../../src/contract/codes.ts'
import {
  amountLimitsProblem,
  DEFAULT_CHANNEL_ORDER,
  DEFAULT_REQUIRED_PAYER_FIELDS,
  type PaymentSetting,
  type PaymentSettingCreateSchema,
  type PaymentSettingUpdateSchema,
} from '../../../src/contract/payment-settings.ts'
import type { PayerFieldName } from '../../../src/contract/public-merchant.ts'
import { myrToSen, senToMyr } from '../../../src/lib/money.ts'
import { paymentSettings } from '../../db/schema/index.ts'
import type { Deps } from '../../deps.ts'
import { AppError, validationError } from '../../errors.ts'
import type { ListQuery } from '../pagination.ts'
import { currentOf, deactivateOthers, findOwned, listOwned } from './owned-records.ts'
import { ownedRecord } from '../owned-records.ts'

type Row = typeof paymentSettings.$inferSelect
type CreateInput = v.InferOutput<typeof PaymentSettingCreateSchema>
type UpdateInput = v.InferOutput<typeof PaymentSettingUpdateSchema>

export function paymentSettingView(row: Row): PaymentSetting {
  return {
    id: row.id,
    channel_order: row.channel_order,
    min_amount: row.min_amount_sen === null ? null : senToMyr(row.min_amount_sen),
    max_amount: row.max_amount_sen === null ? null : senToMyr(row.max_amount_sen),
    bill_expiry_days: row.bill_expiry_days,
    required_payer_fields: row.required_payer_fields as PayerFieldName[],
    is_active: row.is_active,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }
}

const sen = (amount: string | null | undefined) =>
  amount === undefined ? undefined : amount === null ? null : myrToSen(amount)

function columns(input: UpdateInput): Partial<typeof paymentSettings.$inferInsert> {
  return {
    ...(input.channel_order === undefined ? {} : { channel_order: input.channel_order }),
    ...(input.min_amount === undefined ? {} : { min_amount_sen: sen(input.min_amount) }),
    ...(input.max_amount === undefined ? {} : { max_amount_sen: sen(input.max_amount) }),
    ...(input.bill_expiry_days === undefined ? {} : { bill_expiry_days: input.bill_expiry_days }),
    ...(input.required_payer_fields === undefined
      ? {}
      : { required_payer_fields: input.required_payer_fields }),
    ...(input.is_active === undefined ? {} : { is_active: input.is_active }),
  }
}

function checkLimits(minSen: number | null, maxSen: number | null) {
  const problem = amountLimitsProblem(minSen, maxSen)
  if (problem) throw validationError({ min_amount: problem })
}

export const listPaymentSettings = (deps: Deps, accountId: string, query: ListQuery) => {
  return listOwned(deps, 'payment', accountId, query, paymentSettingView)
}

export const getPaymentSetting = async (deps: Deps, accountId: string, id: string) => {
  return paymentSettingView(await findOwned(deps, 'payment', accountId, id))
}

export async function createPaymentSetting(
  deps: Deps,
  accountId: string,
  input: CreateInput,
): Promise<PaymentSetting> {
  const now = deps.clock.now()
  const values = columns(input)
  checkLimits(values.min_amount_sen ?? null, values.max_amount_sen ?? null)
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(paymentSettings)
      .values({
        required_payer_fields: [...DEFAULT_REQUIRED_PAYER_FIELDS],
        ...values,
        account_id: accountId,
        created_at: now,
        updated_at: now,
      })
      .returning()
    if (row!.is_active) await deactivateOthers({ ...deps, db: tx }, 'payment', accountId, row!.id)
    return paymentSettingView(row!)
  })
}

export async function updatePaymentSetting(
  deps: Deps,
  accountId: string,
  id: string,
  input: UpdateInput,
): Promise<PaymentSetting> {
  const now = deps.clock.now()
  const current = await findOwned(deps, 'payment', accountId, id)
  const values = columns(input)
  checkLimits(
    values.min_amount_sen === undefined ? current.min_amount_sen : values.min_amount_sen,
    values.max_amount_sen === undefined ? current.max_amount_sen : values.max_amount_sen,
  )
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(paymentSettings)
      .set({ ...values, updated_at: now })
      .where(ownedRecord(paymentSettings, accountId, id))
      .returning()
    if (row!.is_active) await deactivateOthers({ ...deps, db: tx }, 'payment', accountId, row!.id)
    return paymentSettingView(row!)
  })
}

/** The account's payment settings as they apply now (none: the defaults). */
export const currentPaymentSettings = (deps: Deps, accountId: string) => {
  return currentOf(deps, 'payment', accountId)
}

/** The enabled channels in the merchant's order: those it listed first, the rest in the default order. */
export function orderChannels<C extends string>(
  enabled: readonly C[],
  preferred: readonly string[] | undefined,
): C[] {
  const rank = (channel: string) => {
    const mine = preferred?.indexOf(channel) ?? -1
    return mine >= 0 ? mine : (preferred?.length ?? 0) + DEFAULT_CHANNEL_ORDER.indexOf(channel)
  }
  return [...enabled].sort((a, b) => rank(a) - rank(b))
}

/**
 * Refuses an amount outside the merchant's limits per payment, with code 4006 and the limit in the message.
 */
export async function assertAmountWithinLimits(
  deps: Deps,
  accountId: string,
  amountSen: number,
): Promise<void> {
  const settings = await currentPaymentSettings(deps, accountId)
  if (!settings) return
  const { min_amount_sen: min, max_amount_sen: max } = settings
  const problem =
    min !== null && amountSen < min
      ? `The minimum amount per payment is RM ${senToMyr(min)}`
      : max !== null && amountSen > max
        ? `The maximum amount per payment is RM ${senToMyr(max)}`
        : undefined
  if (problem)
    throw new AppError(ResponseCode.AMOUNT_OUT_OF_RANGE, problem, { breakdown: { amount: problem } })
}

/** The Malaysian day (yyyy-MM-dd) a new bill without a due date expires at the end of; null when none. */
export async function defaultDueDate(deps: Deps, accountId: string): Promise<string | null> {
  const now = deps.clock.now()
  const days = (await currentPaymentSettings(deps, accountId))?.bill_expiry_days
  if (!days) return null
  return new Date(now.getTime() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10)
}

/** The payer details a payment form requires. */
export async function requiredPayerFields(deps: Deps, accountId: string): Promise<PayerFieldName[]> {
  const settings = await currentPaymentSettings(deps, accountId)
  return (settings?.required_payer_fields ?? DEFAULT_REQUIRED_PAYER_FIELDS) as PayerFieldName[]
}
