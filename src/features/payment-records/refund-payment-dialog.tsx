// Refund a settled payment, in full or in part: the amount (the refundable rest by default) and a reason,
// then a confirmation of what leaves the available balance. Each confirmation opened carries a new
// Idempotency-Key; retrying it after a lost answer reuses the key, so the payer is refunded once.
import { useState } from 'react'
import { Stack, Textarea } from '@chakra-ui/react'
import { keepsIdempotencyKey, newIdempotencyKey } from '@/api/idempotency.ts'
import { useRefundPayment } from '@/api/void-sales.ts'
import { ConfirmDialog } from '@/app/ui/confirm-dialog.tsx'
import { money } from '@/app/ui/data-table-cells.tsx'
import { AmountInput } from '@/app/ui/form-controls.tsx'
import { FormDialog } from '@/app/ui/form-dialog.tsx'
import { FormField } from '@/app/ui/form-field.tsx'
import { notify } from '@/app/ui/toaster.tsx'
import { useForm } from '@/app/forms/use-form.ts'
import type { PaymentRecord } from '@/contract/payments.ts'
import { t } from '@/i18n/i18n.ts'
import { formatMyr } from '@/lib/money.ts'
import { REFUND_FIELDS, refundPayload, validateRefund, type RefundFormValues } from './refund-values.ts'

export function RefundPaymentDialog({ record, onClose }: { record: PaymentRecord; onClose: () => void }) {
  const refund = useRefundPayment()
  const form = useForm<RefundFormValues>({ amount: record.refundable, reason: '' })
  const [confirmKey, setConfirmKey] = useState<string | null>(null)
  const payload = refundPayload(record.invoice_no, form.values)

  const review = () => {
    if (!form.validate((locale) => validateRefund(record.invoice_no, record.refundable, form.values, locale)))
      return
    setConfirmKey(newIdempotencyKey())
  }

  const submit = () => {
    if (!confirmKey) return
    refund.mutate(
      { input: payload, idempotencyKey: confirmKey },
      {
        onSuccess: (refunded) => {
          notify(
            t('Refunded {amount} of {invoice}', {
              amount: formatMyr(refunded.amount),
              invoice: record.invoice_no,
            }),
          )
          onClose()
        },
        // The server said no: back to the form, and a new confirmation gets a new key. A lost answer keeps
        // the confirmation and its key for a retry.
        onError: (error) => {
          if (keepsIdempotencyKey(error)) return
          setConfirmKey(null)
          form.showServerErrors(error, REFUND_FIELDS)
        },
      },
    )
  }

  return (
    <>
      <FormDialog
        open={confirmKey === null}
        size="sm"
        title={t('Refund {invoice}', { invoice: record.invoice_no })}
        saveLabel={t('Review refund')}
        onClose={onClose}
        onSubmit={review}
        formRef={form.formRef}
      >
        <Stack gap="4">
          <FormField
            label={t('Amount to refund')}
            required
            error={form.errors.amount}
            helper={t('Up to {refundable} (paid {paid}, refunded {refunded} so far)', {
              refundable: formatMyr(record.refundable),
              paid: formatMyr(record.amount),
              refunded: formatMyr(record.refunded),
            })}
          >
            <AmountInput {...form.bind('amount')} />
          </FormField>
          <FormField
            label={t('Reason')}
            error={form.errors.reason}
            helper={t('Optional; shown with the refund')}
          >
            <Textarea rows={2} {...form.bind('reason')} />
          </FormField>
        </Stack>
      </FormDialog>
      <ConfirmDialog
        open={confirmKey !== null}
        title={t('Refund this payment?')}
        description={
          record.payer_name
            ? t(
                '{amount} goes back to {payer} and leaves your available balance now. A refund cannot be undone.',
                { amount: money(payload.amount), payer: record.payer_name },
              )
            : t(
                '{amount} goes back to the payer and leaves your available balance now. A refund cannot be undone.',
                { amount: money(payload.amount) },
              )
        }
        confirmLabel={t('Refund {amount}', { amount: money(payload.amount) })}
        cancelLabel={t('Back')}

        destructive
        loading={refund.isPending}
        onClose={() => setConfirmKey(null)}
        onConfirm={submit}
      />
    </>
  )
}
