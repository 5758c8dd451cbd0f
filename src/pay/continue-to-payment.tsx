// The end of a payer's details form (a payment form's or a top-up's): why the last try failed, and the
// button that opens the invoice and goes on to the payment methods.
import { Alert } from '@/public-ui/alert.tsx'
import { Button } from '@/public-ui/button.tsx'
import { failureText } from './pay-helpers.ts'
import { useT } from '@/i18n/use-t.ts'

interface ContinueToPaymentProps {
  /** The call that opens the invoice: busy from sending until the page moves on, and its failure. */
  opening: { isError: boolean; error: unknown; isPending: boolean; isSuccess: boolean }
  loadingText: string
  testId: string
}

export function ContinueToPayment({ opening, loadingText, testId }: ContinueToPaymentProps) {
  const t = useT()
  const error = opening.isError ? opening.error : null
  const busy = opening.isPending || opening.isSuccess
  return (
    <>
      {error ? (
        <Alert.Root status="error" role="alert" data-testid={testId}>
          <Alert.Indicator />
          <Alert.Title>{failureText(error)}</Alert.Title>
        </Alert.Root>
      ) : null}
      <Button type="submit" size="lg" colorPalette="brand" loading={busy} loadingText={loadingText}>
        {t('payer.continue')}
      </Button>
    </>
  )
}
