// /payment/errors: the generic landing page when a payment could not continue. It shows no text from the
// link itself, so nobody can put their own message on a Niaga page.
import { Button } from '@/public-ui/button.tsx'
import { PayShell } from './pay-shell.tsx'
import { PayNotice } from './pay-states.tsx'
import { useT } from '@/i18n/use-t.ts'

export function PaymentErrorPage() {
  const t = useT()
  return (
    <PayShell>
      <PayNotice title={t('error.title')} status="error" level="h1">
        {t('error.text')}
      </PayNotice>
      <Button variant="outline" alignSelf="flex-start" onClick={() => window.history.back()}>
        {t('common.go_back')}
      </Button>
    </PayShell>
  )
}
