// The payer's details on an open payment form; on success the payer continues to their new bill.
import { type FormEvent } from 'react'
import { useMutation } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { createPublicBill } from '@/api/pay.ts'
import { Input } from '@/public-ui/field.tsx'
import { FormField } from '@/public-ui/form-field.tsx'
import { useForm } from '@/app/forms/use-form.ts'
import type { Locale } from '@/contract/messages.ts'
import type { PublicCollection } from '@/contract/payments.ts'
import { ContinueToPayment } from './continue-to-payment.tsx'
import { PayerAmountField, PayerFormCard, useSendOnce } from './payer-form-card.tsx'
import type { PayerFieldName } from '@/contract/public-merchant.ts'
import type { PageMessageId } from '@/i18n/i18n.ts'
import { t } from '@/i18n/i18n.ts'
import { useT } from '@/i18n/use-t.ts'
import {
  checkPayerForm,
  EMPTY_PAYER,
  PAYER_FIELDS,
  type PayerField,
  type PayerRules,
} from './payer-form-schema.ts'

const FIELDS: {
  field: Exclude<PayerField, 'amount'>
  /** The payment setting that makes it required (docs/company-and-settings.md). */
  setting: PayerFieldName
  label: PageMessageId
  type: string
  autoComplete: string
}[] = [
  { field: 'payer_name', setting: 'name', label: 'payer.full_name', type: 'text', autoComplete: 'name' },
  { field: 'payer_email', setting: 'email', label: 'payer.email', type: 'email', autoComplete: 'email' },
  { field: 'payer_phone', setting: 'phone', label: 'payer.phone', type: 'tel', autoComplete: 'tel' },
]

/** "Between RM 5.00 and RM 500.00 per payment", or what there is of it. */
function limitsHint({ min_amount: min, max_amount: max }: PayerRules): string | undefined {
  if (min && max) return t('payer.between', { min, max })
  if (min) return t('payer.at_least', { min })
  return max ? t('payer.at_most', { max }) : undefined
}

export function PayerForm({ collection }: { collection: PublicCollection }) {
  const t = useT()
  const navigate = useNavigate()
  const form = useForm(EMPTY_PAYER)
  const once = useSendOnce(form)
  const create = useMutation({ mutationFn: createPublicBill })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (once.busy()) return
    const check = (locale: Locale) =>
      checkPayerForm(collection.uuid, form.values, collection.fixed_amount, locale, collection.pay_settings)
    const checked = check(form.locale)
    if (!form.validate((locale) => check(locale).errors ?? {}) || !checked.input) return
    once.start()
    create.mutate(checked.input, {
      onSuccess: (bill) => void navigate({ to: '/pay/bill/$uuid', params: { uuid: bill.uuid } }),
      onError: once.failed(PAYER_FIELDS),
    })
  }

  return (
    <PayerFormCard label={t('payer.details')} formRef={form.formRef} onSubmit={onSubmit}>
      {FIELDS.map(({ field, setting, label, type, autoComplete }) => {
        const required = collection.pay_settings.required_payer_fields.includes(setting)
        return (
          <FormField
            markRequired={false}
            key={field}
            label={required ? t(label) : t('common.optional', { label: t(label) })}
            required={required}
            error={form.errors[field]}
          >
            <Input type={type} autoComplete={autoComplete} size="lg" {...form.bind(field)} />
          </FormField>
        )
      })}
      {collection.fixed_amount === null ? (
        <PayerAmountField
          error={form.errors.amount}
          helper={limitsHint(collection.pay_settings)}
          {...form.bind('amount')}
        />
      ) : null}
      <ContinueToPayment opening={create} loadingText={t('payer.continuing')} testId="payer-form-error" />
    </PayerFormCard>
  )
}
