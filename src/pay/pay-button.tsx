// The one "Pay RM 12.50" button: busy while the attempt runs, so a second tap cannot pay twice.
import { Button } from '@/public-ui/button.tsx'
import type { PublicBill } from '@/contract/payments.ts'
import { formatMyr } from '@/lib/money.ts'
import type { PayBillState } from './use-pay-bill.ts'
import { useT } from '@/i18n/use-t.ts'

export function PayButton({
  bill,
  payment,
  disabled = false,
  onClick,
  type = 'button',
}: {
  bill: PublicBill
  payment: PayBillState
  disabled?: boolean
  onClick?: () => void
  type?: 'button' | 'submit'
}) {
  const t = useT()
  return (
    <Button
      type={type}
      size="lg"
      width="full"
      colorPalette="brand"
      disabled={disabled}
      loading={payment.submitting}
      loadingText={t('pay.processing')}
      onClick={onClick}
      data-testid="pay-button"
    >
      {t('pay.button', { amount: formatMyr(bill.amount) })}
    </Button>
  )
}
