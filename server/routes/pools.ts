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
import { defineRoutes } from '../http/define-routes.ts'
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

export const poolRoutes = defineRoutes({ tag: 'Pools', access: 'merchant' }, (r) => {
  r.records({
    id: 'pools',
    path: '/pools',
    label: 'Pool',
    row: PoolSchema,
    list: {
      summary:
        "The account's master pools (prefund and payout), each with its balance and public top-up link",
      query: PageQuery,
      run: (deps, caller, query) => listPools(deps, deps.config.publicUrl, caller.accountId, query),
      aliases: [{ id: 'pools.listPost', method: 'post' }],
    },
  })

  r.add({
    id: 'pools.latestBalance',
    method: 'post',
    path: '/master-pool-balance/latest-balance',
    summary: "The pools' balances now (one pool type, or all) and their total",
    permission: 'view',
    body: PoolBalanceRequestSchema,
    response: LatestBalanceSchema,
    handler: async ({ deps, caller, body }) => ({
      data: await latestBalance(deps, deps.config.publicUrl, caller.accountId, body.pool_type),
    }),
  })

  r.add({
    id: 'pools.history',
    method: 'post',
    path: '/master-pool-balance/merchant-recent-master-pool-balances',
    summary:
      'Balance history of the pools, newest first: every change with its reason, reference and the balance after it',
    permission: 'view',
    query: PageQuery,
    body: PoolBalanceRequestSchema,
    response: listDataSchema(PoolMovementSchema),
    handler: async ({ deps, caller, query, body }) => ({
      data: { list: await listMovements(deps, caller.accountId, body.pool_type, query) },
    }),
  })

  // Opening and closing virtual accounts moves money: owners, administrators and finance.
  r.group({ permission: 'money' }, (money) => {
    money.records({
      id: 'virtualAccounts',
      path: '/virtual-accounts',
      label: 'Virtual account',
      row: VirtualAccountSchema,
      list: {
        summary: 'Virtual accounts: search by number, name or description; filter by status',
        query: VirtualAccountListQuery,
        run: (deps, caller, query) =>
          listVirtualAccounts(deps, deps.config.publicUrl, caller.accountId, query),
        aliases: [{ id: 'virtualAccounts.listPost', method: 'post' }],
      },
      create: {
        path: '/virtual-accounts/merchant',
        summary:
          'Open a virtual account (sandbox number 8808 + 9 digits + a Luhn digit) that fills a pool; owners, administrators and finance',
        body: CreateVirtualAccountSchema,
        description: 'Virtual account opened',
        run: (deps, caller, body) => {
          refuseSavedUrl(deps.config.outbound, 'callback_url', 'callback URL', body.callback_url)
          return createVirtualAccount(deps, deps.config.publicUrl, caller.accountId, body)
        },
      },
      get: {
        summary: 'One virtual account with what it has received',
        run: (deps, caller, id) => getVirtualAccount(deps, deps.config.publicUrl, caller.accountId, id),
      },
    })

    money.add({
      id: 'virtualAccounts.close',
      method: 'post',
      path: '/virtual-accounts/:id/close',
      summary:
        'Close a virtual account: later transfers and top-ups to it are refused (4090). Final; owners, administrators and finance',
      params: IdParamsSchema,
      response: VirtualAccountSchema,
      handler: async ({ deps, caller, params }) => ({
        data: await closeVirtualAccount(deps, deps.config.publicUrl, caller.accountId, params.id),
        description: 'Virtual account closed',
      }),
    })
  })

  // The top-up pages.
  r.group({ access: 'public' }, (pub) => {
    pub.add({
      id: 'topups.target',
      method: 'get',
      path: '/pools/public/target',
      summary:
        'Public: who a top-up page tops up (a pool by id, or an open virtual account by number), its channels and limits',
      query: TopupTargetQuerySchema,
      response: TopupTargetSchema,
      handler: async ({ deps, query }) => ({ data: await topupTarget(deps, query) }),
    })

    pub.add({
      id: 'topups.poolStatus',
      method: 'post',
      path: '/payment-services/switch/add-fund-transaction-pool',
      summary:
        "Public: a master pool top-up's state; once paid, when the pool was credited and its balance after",
      query: PoolTypeQuery,
      response: TopupSchema,
      handler: async ({ deps, query }) => ({
        data: await topupStatus(deps, query.invoice_no, { poolType: query.pool_type }),
      }),
    })

    pub.add({
      id: 'topups.virtualAccountStatus',
      method: 'post',
      path: '/payment-services/switch/prefund-virtual-pool/:invoice_no',
      summary:
        "Public: a virtual account top-up's or transfer's state; once paid, when its pool was credited",
      params: InvoiceParams,
      response: TopupSchema,
      handler: async ({ deps, params }) => ({
        data: await topupStatus(deps, params.invoice_no, { virtualAccount: true }),
      }),
    })

    pub.add({
      id: 'topups.transfer',
      method: 'post',
      path: '/payment-services/switch/manual-prefund-virtual-account',
      summary:
        "Sandbox bank switch: a transfer (DuitNow or FPX) into a virtual account, with the bank's reference as ?invoice_no. Credits the account's pool once per reference; a closed account refuses (4090)",
      sandboxOnly: true,
      query: InvoiceNoQuerySchema,
      body: VirtualAccountTransferSchema,
      response: TopupSchema,
      handler: async ({ deps, query, body }) => ({
        data: await receiveTransfer(deps, query.invoice_no, body),
        description: 'Transfer credited',
      }),
    })
  })
})
