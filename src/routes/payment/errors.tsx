import { createFileRoute } from '@tanstack/react-router'
import { PaymentErrorPage } from '@/pay/payment-error-page.tsx'

// SPEC §2 /payment/errors: the generic payment error page.
export const Route = createFileRoute('/payment/errors')({
  staticData: { title: 'Payment Error' },
  component: PaymentErrorPage,
})
