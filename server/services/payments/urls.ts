// Public links: what payers open, and where the sandbox simulators live.
export const billPaymentUrl = (publicUrl: string, billId: string) => `${publicUrl}/pay/bill/${billId}`
export const collectionPaymentUrl = (publicUrl: string, collectionId: string) =>
  `${publicUrl}/pay/collections/${collectionId}`
export const sandboxPageUrl = (transactionNo: string) => `/sandbox/pay/${encodeURIComponent(transactionNo)}`
export const thankYouUrl = (transactionNo: string) =>
  `/pay/thankyou?transaction_invoice_no=${encodeURIComponent(transactionNo)}`
