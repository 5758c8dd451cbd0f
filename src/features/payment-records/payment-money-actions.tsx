// Void (a paid payment not settled yet) and Refund (a settled payment with a refundable rest), as the record
// allows; the server decides, the buttons only show what it said is possible.
import { useState } from 'react'
import { Button, HStack } from '@chakra-ui/react'
import type { PaymentRecord } from '@/contract/payments.ts'
import { t } from '@/i18n/i18n.ts'
import { myrToSen } from '@/lib/money.ts'
import { RefundPaymentDialog } from './refund-payment-dialog.tsx'
import { VoidPaymentDialog } from './void-payment-dialog.tsx'

export function PaymentMoneyActions({ record }: { record: PaymentRecord }) {
  const [open, setOpen] = useState<'void' | 'refund' | null>(null)
  const refundable = myrToSen(record.refundable) > 0
  if (!record.voidable && !refundable) return null
  return (
    <>
      <HStack gap="2" wrap="wrap">
        {record.voidable ? (
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => setOpen('void')}>
            {t('Void')}
          </Button>
        ) : null}
        {refundable ? (
          <Button size="sm" variant="outline" onClick={() => setOpen('refund')}>
            {t('Refund')}
          </Button>
        ) : null}
      </HStack>
      {open === 'void' ? <VoidPaymentDialog record={record} onClose={() => setOpen(null)} /> : null}
      {open === 'refund' ? <RefundPaymentDialog record={record} onClose={() => setOpen(null)} /> : null}
    </>
  )
}
