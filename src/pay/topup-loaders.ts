// Route loaders of the top-up and subscription payment pages, as src/pay/pay-loaders.ts does for the bill
// pages: the page's request starts while its code loads, and a failure stays in the cache for the page to
// show. A module of their own, so the bill pages' loaders do not carry the top-up calls.
import { topupQueries } from '@/api/topup.ts'
import type { RouterContext } from '@/app/shell/router-context.ts'
import { topupTargetQuery, linkedInvoiceNo } from './topup-links.ts'
import type { InvoiceSearch, TopupSearch } from './topup-search.ts'

interface LoaderContext<D> {
  context: Pick<RouterContext, 'payQueryClient'>
  deps: D
}

/** A top-up page: the invoice it resumes (?invoice_no=), else who it tops up. */
export function loadTopup({ context, deps }: LoaderContext<TopupSearch>): void {
  const invoiceNo = linkedInvoiceNo(deps)
  if (invoiceNo) {
    void context.payQueryClient.prefetchQuery(topupQueries.invoice(invoiceNo))
    return
  }
  const target = topupTargetQuery(deps)
  if (target) void context.payQueryClient.prefetchQuery(topupQueries.target(target))
}

/** The subscription payment page's invoice. */
export function loadSubscriptionInvoice({ context, deps }: LoaderContext<InvoiceSearch>): void {
  const invoiceNo = linkedInvoiceNo(deps)
  if (invoiceNo) void context.payQueryClient.prefetchQuery(topupQueries.invoice(invoiceNo))
}
