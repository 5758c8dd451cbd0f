// Public links: what payers open.
export const billPaymentUrl = (publicUrl: string, billId: string) => `${publicUrl}/pay/bill/${billId}`
export const collectionPaymentUrl = (publicUrl: string, collectionId: string) =>
  `${publicUrl}/pay/collections/${collectionId}`
export const thankYouUrl = (transactionNo: string) =>
  `/pay/thankyou?transaction_invoice_no=${encodeURIComponent(transactionNo)}`
