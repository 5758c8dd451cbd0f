// Void a paid payment that has not settled: the payer is not charged, the fee is waived, and the payment
// never reaches a settlement. A reason is optional and shows in the void-sales list.
import { Alert, Stack, Textarea } from '@chakra-ui/react'
import { useVoidPayment } from '@/api/void-sales.ts'
import { FormDialog } from '@/app/ui/form-dialog.tsx'
import { FormField } from '@/app/ui/form-field.tsx'
import { notify } from '@/app/ui/toaster.tsx'
import { useFormDialog } from '@/app/forms/use-form-dialog.ts'
import { VoidRecordSchema } from '@/contract/void-sales.ts'
import type { PaymentRecord } from '@/contract/payments.ts'
import { t } from '@/i18n/i18n.ts'
import { formatMyr } from '@/lib/money.ts'

export function VoidPaymentDialog({ record, onClose }: { record: PaymentRecord; onClose: () => void }) {
  const voiding = useVoidPayment()
  const { form, save, dialog } = useFormDialog({ reason: '' }, voiding, {
    onClose,
    fields: ['reason'],
    savingLabel: t('Voiding'),
  })

  const onSubmit = () => {
    const reason = form.values.reason.trim()
    const payload = { invoice_no: record.invoice_no, ...(reason ? { reason } : {}) }
    if (!form.check(VoidRecordSchema, payload)) return
    save(payload, () => notify(t('Payment {invoice} voided', { invoice: record.invoice_no })))
  }

  return (
    <FormDialog
      {...dialog}
      size="sm"
      title={t('Void this payment?')}
      saveLabel={t('Void payment')}
      onSubmit={onSubmit}
    >
      <Stack gap="4">
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Description>
            {record.payer_name
              ? t(
                  '{amount} of {payer} is cancelled before it settles: the payer is not charged, the fee is waived, and it cannot be undone.',
                  { amount: formatMyr(record.amount), payer: record.payer_name },
                )
              : t(
                  '{amount} of the payer is cancelled before it settles: the payer is not charged, the fee is waived, and it cannot be undone.',
                  { amount: formatMyr(record.amount) },
                )}
          </Alert.Description>
        </Alert.Root>
        <FormField
          label={t('Reason')}
          error={form.errors.reason}
          helper={t('Optional; shown with the voided sale')}
        >
          <Textarea rows={2} {...form.bind('reason')} />
        </FormField>
      </Stack>
    </FormDialog>
  )
}
