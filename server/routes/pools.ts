// Master pools, their balance history, virtual accounts, and the public top-up calls (SPEC §7: pools,
// virtual-accounts, POST virtual-accounts/merchant, master-pool-balance/*, payment-services/switch/
// create-payment-viu, add-fund-transaction-pool, prefund-virtual-pool/{invoice_no},
// manual-prefund-virtual-account). Rules and numbering: src/contract/pools.ts.
import * as v from 'valibot'
import { listDataSchema } from '../../src/contract/envelope.ts'
import {
  CreateVirtualAccountSchema,
  InvoiceNoQuerySchema,
  LatestBalanceSchema,
  POOL_TYPES,
  PoolBalanceRequestSchema,
  PoolMovementSchema,
  PoolSchema,
  TopupSchema,
  TopupTargetQuerySchema,
  TopupTargetSchema,
  VIRTUAL_ACCOUNT_STATUSES,
  VirtualAccountSchema,
  VirtualAccountTransferSchema,
} from '../../src/contract/pools.ts'
import { pageEntries, searchEntry } from '../http/list-query.ts'
import type { Registry } from '../http/operation.ts'
import { IdParamsSchema } from '../http/validation.ts'
import { latestBalance, listMovements, listPools } from '../services/pools/pools.ts'
import { receiveTransfer, topupStatus, topupTarget } from '../services/pools/topups.ts'
import {
  closeVirtualAccount,
  createVirtualAccount,
  getVirtualAccount,
  listVirtualAccounts,
} from '../services/pools/virtual-accounts.ts'
import { refuseSavedUrl } from '../services/webhooks/outbound.ts'

const tag = 'Pools'
const PageQuery = v.object({ ...pageEntries() })
const VirtualAccountListQuery = v.object({
  ...pageEntries(),
  ...searchEntry,
  status: v.optional(v.picklist(VIRTUAL_ACCOUNT_STATUSES, 'Status is active or closed')),
})
const PoolTypeQuery = v.strictObject({
  ...InvoiceNoQuerySchema.entries,
  pool_type: v.picklist(POOL_TYPES, 'The pool type must be prefund or payout'),
})
const InvoiceParams = v.object({
  invoice_no: v.pipe(v.string(), v.maxLength(64, 'The invoice no is at most 64 characters')),
})

export function registerPoolRoutes(r: Registry): void {
  for (const method of ['get', 'post'] as const) {
    r.add({
      id: method === 'get' ? 'pools.list' : 'pools.listPost',
      method,
      path: '/pools',
      summary:
        "The account's master pools (prefund and payout), each with its balance and public top-up link",
      tag,
      access: 'merchant',
      permission: 'view',
      query: PageQuery,
      response: listDataSchema(PoolSchema),
      handler: async ({ deps, caller, query }) => ({
        data: { list: await listPools(deps.db, deps.config.publicUrl, caller.accountId, query) },
      }),
    })
  }

  r.add({
    id: 'pools.latestBalance',
    method: 'post',
    path: '/master-pool-balance/latest-balance',
    summary: "The pools' balances now (one pool type, or all) and their total",
    tag,
    access: 'merchant',
    permission: 'view',
    body: PoolBalanceRequestSchema,
    response: LatestBalanceSchema,
    handler: async ({ deps, caller, body }) => ({
      data: await latestBalance(deps.db, deps.config.publicUrl, caller.accountId, body.pool_type),
    }),
  })

  r.add({
    id: 'pools.history',
    method: 'post',
    path: '/master-pool-balance/merchant-recent-master-pool-balances',
    summary:
      'Balance history of the pools, newest first: every change with its reason, reference and the balance after it',
    tag,
    access: 'merchant',
    permission: 'view',
    query: PageQuery,
    body: PoolBalanceRequestSchema,
    response: listDataSchema(PoolMovementSchema),
    handler: async ({ deps, caller, query, body }) => ({
      data: { list: await listMovements(deps.db, caller.accountId, body.pool_type, query) },
    }),
  })

  for (const method of ['get', 'post'] as const) {
    r.add({
      id: method === 'get' ? 'virtualAccounts.list' : 'virtualAccounts.listPost',
      method,
      path: '/virtual-accounts',
      summary: 'Virtual accounts: search by number, name or description; filter by status',
      tag,
      access: 'merchant',
      permission: 'view',
      query: VirtualAccountListQuery,
      response: listDataSchema(VirtualAccountSchema),
      handler: async ({ deps, caller, query }) => ({
        data: { list: await listVirtualAccounts(deps.db, deps.config.publicUrl, caller.accountId, query) },
      }),
    })
  }

  r.add({
    id: 'virtualAccounts.create',
    method: 'post',
    path: '/virtual-accounts/merchant',
    summary:
      'Open a virtual account (sandbox number 8808 + 9 digits + a Luhn digit) that fills a pool; owners, administrators and finance',
    tag,
    access: 'merchant',
    permission: 'money',
    body: CreateVirtualAccountSchema,
    response: VirtualAccountSchema,
    handler: async ({ deps, caller, body }) => {
      refuseSavedUrl(deps.config.outbound, 'callback_url', 'callback URL', body.callback_url)
      return {
        data: await createVirtualAccount(
          deps.db,
          deps.config.publicUrl,
          caller.accountId,
          deps.clock.now(),
          body,
        ),
        description: 'Virtual account opened',
      }
    },
  })

  r.add({
    id: 'virtualAccounts.get',
    method: 'get',
    path: '/virtual-accounts/:id',
    summary: 'One virtual account with what it has received',
    tag,
    access: 'merchant',
    params: IdParamsSchema,
    response: VirtualAccountSchema,
    handler: async ({ deps, caller, params }) => ({
      data: await getVirtualAccount(deps.db, deps.config.publicUrl, caller.accountId, params.id),
    }),
  })

  r.add({
    id: 'virtualAccounts.close',
    method: 'post',
    path: '/virtual-accounts/:id/close',
    summary:
      'Close a virtual account: later transfers and top-ups to it are refused (4090). Final; owners, administrators and finance',
    tag,
    access: 'merchant',
    permission: 'money',
    params: IdParamsSchema,
    response: VirtualAccountSchema,
    handler: async ({ deps, caller, params }) => {
      return {
        data: await closeVirtualAccount(
          deps.db,
          deps.config.publicUrl,
          caller.accountId,
          params.id,
          deps.clock.now(),
        ),
        description: 'Virtual account closed',
      }
    },
  })

  // Public: the top-up pages.
  r.add({
    id: 'topups.target',
    method: 'get',
    path: '/pools/public/target',
    summary:
      'Public: who a top-up page tops up (a pool by id, or an open virtual account by number), its channels and limits',
    tag,
    access: 'public',
    query: TopupTargetQuerySchema,
    response: TopupTargetSchema,
    handler: async ({ deps, query }) => ({ data: await topupTarget(deps, query) }),
  })

  r.add({
    id: 'topups.poolStatus',
    method: 'post',
    path: '/payment-services/switch/add-fund-transaction-pool',
    summary:
      "Public: a master pool top-up's state; once paid, when the pool was credited and its balance after",
    tag,
    access: 'public',
    query: PoolTypeQuery,
    response: TopupSchema,
    handler: async ({ deps, query }) => ({
      data: await topupStatus(deps, query.invoice_no, { poolType: query.pool_type }),
    }),
  })

  r.add({
    id: 'topups.virtualAccountStatus',
    method: 'post',
    path: '/payment-services/switch/prefund-virtual-pool/:invoice_no',
    summary: "Public: a virtual account top-up's or transfer's state; once paid, when its pool was credited",
    tag,
    access: 'public',
    params: InvoiceParams,
    response: TopupSchema,
    handler: async ({ deps, params }) => ({
      data: await topupStatus(deps, params.invoice_no, { virtualAccount: true }),
    }),
  })

  r.add({
    id: 'topups.transfer',
    method: 'post',
    path: '/payment-services/switch/manual-prefund-virtual-account',
    summary:
      "Sandbox bank switch: a transfer (DuitNow or FPX) into a virtual account, with the bank's reference as ?invoice_no. Credits the account's pool once per reference; a closed account refuses (4090)",
    tag,
    access: 'public',
    sandboxOnly: true,
    query: InvoiceNoQuerySchema,
    body: VirtualAccountTransferSchema,
    response: TopupSchema,
    handler: async ({ deps, query, body }) => ({
      data: await receiveTransfer(deps, query.invoice_no, body),
      description: 'Transfer credited',
    }),
  })
}
