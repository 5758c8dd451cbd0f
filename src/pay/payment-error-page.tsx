// /payment/errors: the generic landing page when a payment could not continue. It shows no text from the
// link itself, so nobody can put their own message on a Niaga page.
import { Button } from '@/public-ui/button.tsx'
import { PayShell } from './pay-shell.tsx'
import { PayNotice } from './pay-states.tsx'

export function PaymentErrorPage() {
  return (
    <PayShell>
      <PayNotice title="Something went wrong with this payment" status="error">
        No money was taken by this page. Please go back and try again, or contact the merchant who sent you
        the payment link.
      </PayNotice>
      <Button variant="outline" alignSelf="flex-start" onClick={() => window.history.back()}>
        Go back
      </Button>
    </PayShell>
  )
}
