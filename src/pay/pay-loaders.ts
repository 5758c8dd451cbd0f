// Route loaders of the payment pages: they start the page's request while the page's code loads, on the
// payment pages' own client (router context), with the query options the page reads. They never throw:
// prefetchQuery keeps a failure in the cache, and the page shows it its own way (the not-found page, a
// retry) instead of the route's error component.
import { payQueries } from '@/api/pay.ts'
import { takeFirstScreen } from '@/app/shell/first-screen-data.ts'
import { BANK_TYPES } from '@/contract/payments.ts'
import type { RouterContext } from '@/app/shell/router-context.ts'
import { isBillReference } from '@/lib/invoice-no.ts'
import { isUuid } from './pay-helpers.ts'

interface LoaderContext<P = unknown, D = unknown> {
  context: Pick<RouterContext, 'payQueryClient'>
  params: P
  deps: D
}

/** A bill's page (/pay/bill, /pay/invoice and their aliases: the bill's uuid or invoice number is `uuid` or
 *  `invoiceId`). */
export function loadBill({ context, params }: LoaderContext<{ uuid?: string; invoiceId?: string }>): void {
  const reference = params.invoiceId ?? params.uuid ?? ''
  if (!isBillReference(reference)) return
  const sent = takeFirstScreen('bill')
  if (sent?.uuid !== reference && sent?.invoice_no !== reference.toUpperCase()) {
    void context.payQueryClient.prefetchQuery(payQueries.bill(reference))
    return
  }
  context.payQueryClient.setQueryData(payQueries.bill(reference).queryKey, sent)
  context.payQueryClient.setQueryData(payQueries.bill(sent.uuid).queryKey, sent)
  // A bill open for payment shows its payment methods first, each listing its services (the FPX banks): asked
  // for now, beside the page's code, they are usually in before the app first draws the page, and are drawn
  // with it rather than in a second pass when they arrive.
  if (sent.status === 'pending' && sent.channels.length > 0)
    void context.payQueryClient.prefetchQuery(payQueries.services(BANK_TYPES.individual, sent.uuid))
}

/** A payment form's page: /pay/collections and its aliases. */
export function loadCollection({ context, params }: LoaderContext<{ uuid: string }>): void {
  if (isUuid(params.uuid)) void context.payQueryClient.prefetchQuery(payQueries.collection(params.uuid))
}

/** The thank-you pages' receipt; their loaderDeps are their search (?transaction_invoice_no=). */
export function loadReceipt({
  context,
  deps,
}: LoaderContext<unknown, { transaction_invoice_no?: string }>): void {
  const transactionInvoiceNo = deps.transaction_invoice_no
  if (transactionInvoiceNo)
    void context.payQueryClient.prefetchQuery(payQueries.receipt(transactionInvoiceNo))
}
