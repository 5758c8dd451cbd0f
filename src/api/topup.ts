// Public calls of the top-up and subscription payment pages (SPEC §2 /pay/generic-topup and aliases, §7
// pools/public/target and payment-services/switch/create-payment-viu). A module of its own so the bill and
// form pages never carry it. Like src/api/pay.ts: no console dialogs (the pages show failures in-page), and
// answers typed, not parsed. Keys sit under payKeys.all, so a payment conflict (paid meanwhile) refreshes
// these too.
import { queryOptions } from '@tanstack/react-query'
import type { CreateTopupInput, TopupTarget, TopupOrSubscriptionInvoice } from '@/contract/pools.ts'
import { apiData } from './client.ts'
import { payKeys } from './pay.ts'

/** Who a top-up page tops up: a master pool by id, or a virtual account by number. */
export type TopupTargetQuery = { pool_id: string } | { virtual_account_no: string }

export const getTopupTarget = (target: TopupTargetQuery, signal?: AbortSignal) =>
  apiData<TopupTarget>('GET', 'pools/public/target', { query: target, suppress: true, signal })

/**
 * Opens a top-up invoice; it is then paid like a bill (TopupOrSubscriptionInvoice.bill). The Idempotency-Key
 * makes a retry after a lost answer reopen the same invoice instead of a second one.
 */
export const createTopup = ({ input, key }: { input: CreateTopupInput; key: string }) =>
  apiData<TopupOrSubscriptionInvoice>('POST', 'payment-services/switch/create-payment-viu', {
    body: input,
    headers: { 'Idempotency-Key': key },
    suppress: true,
  })

/** A top-up or subscription invoice already opened, by its number. */
export const getTopupOrSubscriptionInvoice = (invoiceNo: string, signal?: AbortSignal) =>
  apiData<TopupOrSubscriptionInvoice>('POST', 'payment-services/switch/create-payment-viu', {
    query: { invoice_no: invoiceNo },
    suppress: true,
    signal,
  })

export const topupKeys = {
  target: (target: TopupTargetQuery) =>
    [
      ...payKeys.all,
      'topup-target',
      'pool_id' in target ? target.pool_id : target.virtual_account_no,
    ] as const,
  invoice: (invoiceNo: string) => [...payKeys.all, 'invoice', invoiceNo] as const,
}

// For the payment pages' own QueryClient (src/pay/pay-query-client.ts), like payQueries.
export const topupQueries = {
  target: (target: TopupTargetQuery) =>
    queryOptions({
      queryKey: topupKeys.target(target),
      queryFn: ({ signal }) => getTopupTarget(target, signal),
    }),
  invoice: (invoiceNo: string) =>
    queryOptions({
      queryKey: topupKeys.invoice(invoiceNo),
      queryFn: ({ signal }) => getTopupOrSubscriptionInvoice(invoiceNo, signal),
      // The invoice just opened is put in the cache: the page that follows shows it without asking again.
      staleTime: 15_000,
    }),
}
