// Settlements (SPEC §7: settlement-records, calculate-settlement-fee, create-self-settlement-invoice,
// settlement-channel-toggle, confident-ratio-setting) and the balances they move.
import * as v from 'valibot'
import {
  SETTLEMENT_KINDS,
  SETTLEMENT_SORTS,
  SETTLEMENT_STATUSES,
  BalanceSchema,
  ChannelToggleBodySchema,
  ChannelToggleQuerySchema,
  ReserveSettingSchema,
  SelfSettlementRequestSchema,
  SettlementFeeRequestSchema,
  SettlementPaymentSchema,
  SettlementQuoteSchema,
  SettlementRecordSchema,
  SettlementSettingsSchema,
  channelPicklist,
  SETTLEMENT_PAYMENTS_SHOWN,
} from '../../src/contract/settlements.ts'
import { listOf } from '../../src/contract/envelope.ts'
import { CHANNELS } from '../../src/contract/payments.ts'
import { dateRangeEntries, listQuerySchema, oneOfEntry } from '../http/list-query.ts'
import { defineRoutes } from '../http/define-routes.ts'
import { accountDeps } from '../http/record-routes.ts'
import { requestHash, withIdempotentTransaction } from '../services/idempotency.ts'
import { balanceView } from '../services/money-out/balances.ts'
import { selfSettle } from '../services/money-out/self-settlement.ts'
import {
  getSettlement,
  listSettlements,
  quoteSelfSettlement,
} from '../services/money-out/settlement-records.ts'
import {
  getSettlementSettings,
  setReservePercent,
  toggleSettlementChannel,
} from '../services/money-out/settlement-settings.ts'

const SettlementListQuery = listQuerySchema(SETTLEMENT_SORTS, 'settled_at', {
  channel: v.optional(channelPicklist),
  status: oneOfEntry('Status', SETTLEMENT_STATUSES),
  kind: oneOfEntry('Kind', SETTLEMENT_KINDS),
  ...dateRangeEntries,
})

export const settlementRoutes = defineRoutes({ tag: 'Money out', access: 'merchant' }, (r) => {
  r.records({
    id: 'settlements',
    path: '/settlement-records',
    label: 'Settlement',
    row: SettlementRecordSchema,
    list: {
      summary:
        'Settlements, newest first (sort by settled_at or gross): filter by channel, status (settled, reserve_held), kind (scheduled, self) and settled dates (dd-MM-yyyy); search by settlement number',
      query: SettlementListQuery,
      run: accountDeps(listSettlements),
      aliases: [{ id: 'settlements.listPost', method: 'post' }],
    },
    get: {
      summary: 'One settlement with the payments it settled',
      row: v.object({
        settlement: SettlementRecordSchema,
        /** The first SETTLEMENT_PAYMENTS_SHOWN by paid time; settlement.payment_count counts them all. */
        payments: listOf(SettlementPaymentSchema, SETTLEMENT_PAYMENTS_SHOWN),
      }),
      run: accountDeps(getSettlement),
    },
  })

  r.add({
    id: 'balances.get',
    method: 'get',
    path: '/accounts/merchant/balance',
    summary:
      'The account’s balances from the ledger: pending (paid, not settled), reserve, available (can be paid out) and in transit (payouts on their way)',
    response: BalanceSchema,
    handler: async ({ deps, caller }) => ({ data: await balanceView(deps, caller.accountId) }),
  })

  r.add({
    id: 'settlements.quote',
    method: 'post',
    path: '/payment-services/merchant/calculate-settlement-fee',
    summary:
      'What settling the pending money now (self-settlement) would cost and bring, per channel: 1% of the net amount, at least RM 1.00, then the reserve',
    permission: 'view',
    body: SettlementFeeRequestSchema,
    response: SettlementQuoteSchema,
    handler: async ({ deps, caller, body }) => ({
      data: await quoteSelfSettlement(deps, caller.accountId, body.channel),
    }),
  })

  r.add({
    id: 'settlements.self',
    method: 'post',
    path: '/payment-services/switch/create-self-settlement-invoice',
    summary:
      'Settle pending money now, for the fee calculate-settlement-fee quotes (one settlement per channel). Takes an Idempotency-Key. Owners, administrators and finance',
    permission: 'money',
    body: SelfSettlementRequestSchema,
    // One settlement per channel.
    response: listOf(SettlementRecordSchema, CHANNELS.length),
    handler: ({ c, deps, caller, body }) => {
      return withIdempotentTransaction(
        deps,
        `self-settle:${caller.accountId}`,
        c.req.header('idempotency-key'),
        requestHash(body),
        async (tx) => ({
          data: await selfSettle(tx, caller.accountId, body.channel),
          description: 'Settled',
        }),
      )
    },
  })

  r.add({
    id: 'settlements.settings',
    method: 'get',
    path: '/accounts/merchant/settlement-settings',
    summary: 'The settlement schedule per channel, the channels paused, and the reserve',
    response: SettlementSettingsSchema,
    handler: async ({ deps, caller }) => ({ data: await getSettlementSettings(deps, caller.accountId) }),
  })

  // Owners and administrators change the settlement schedule and the reserve.
  r.group({ permission: 'settings' }, (owners) => {
    owners.add({
      id: 'settlements.toggleChannel',
      method: 'put',
      path: '/accounts/merchant/settlement-channel-toggle',
      summary:
        'Pause or resume the scheduled settlement of one channel (channel_id = its code, e.g. fpx); body {paused} sets it, no body toggles. Owners and administrators',
      query: ChannelToggleQuerySchema,
      body: ChannelToggleBodySchema,
      response: SettlementSettingsSchema,
      handler: async ({ deps, caller, query, body }) => {
        const settings = await toggleSettlementChannel(deps, caller.accountId, query.channel_id, body.paused)
        return {
          data: settings,
          description: settings.paused_channels.includes(query.channel_id)
            ? `Settlement of ${query.channel_id} paused`
            : `Settlement of ${query.channel_id} resumed`,
        }
      },
    })

    owners.add({
      id: 'settlements.reserve',
      method: 'put',
      path: '/accounts/merchant/confident-ratio-setting',
      summary:
        'The rolling reserve: the percent (0 to 30) held back from each settlement and released 14 days later. Owners and administrators',
      body: ReserveSettingSchema,
      response: SettlementSettingsSchema,
      handler: async ({ deps, caller, body }) => ({
        data: await setReservePercent(deps, caller.accountId, body.reserve_percent),
        description: 'Reserve saved',
      }),
    })
  })
})
