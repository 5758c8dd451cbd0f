// Route loaders of the payment pages: they start the page's request while the page's code loads, on the
// payment pages' own client (router context), with the query options the page reads. They never throw:
// prefetchQuery keeps a failure in the cache, and the page shows it its own way (the not-found page, a
// retry) instead of the route's error component.
import { payQueries } from '@/api/pay.ts'
import type { RouterContext } from '@/app/router-context.ts'
import { isUuid } from './pay-helpers.ts'

type Context = Pick<RouterContext, 'payQueryClient'>

/** A bill's page: /pay/bill, /pay/invoice and their /payment and /modern-payment aliases. */
export function prefetchBill({ payQueryClient }: Context, uuid: string): void {
  if (isUuid(uuid)) void payQueryClient.prefetchQuery(payQueries.bill(uuid))
}

/** A payment form's page: /pay/collections and its aliases. */
export function prefetchCollection({ payQueryClient }: Context, uuid: string): void {
  if (isUuid(uuid)) void payQueryClient.prefetchQuery(payQueries.collection(uuid))
}

/** The thank-you pages' receipt (?transaction_invoice_no=). */
export function prefetchReceipt({ payQueryClient }: Context, transactionInvoiceNo: string | undefined): void {
  if (transactionInvoiceNo) void payQueryClient.prefetchQuery(payQueries.receipt(transactionInvoiceNo))
}
