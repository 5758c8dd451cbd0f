// The payer's details on an open payment form; on success the payer continues to their new bill.
import { useRef, type FormEvent } from 'react'
import { Card, Input, InputGroup, Stack } from '@chakra-ui/react'
import { useMutation } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { createPublicBill } from '@/api/pay.ts'
import { FormField } from '@/app/form-field.tsx'
import { useForm } from '@/app/use-form.ts'
import type { Locale } from '@/contract/messages.ts'
import type { PublicCollection } from '@/contract/payments.ts'
import { ContinueToPayment } from './continue-to-payment.tsx'
import { checkPayerForm, EMPTY_PAYER, PAYER_FIELDS, type PayerField } from './payer-form-schema.ts'

const FIELDS: {
  field: Exclude<PayerField, 'amount'>
  label: string
  type: string
  autoComplete: string
  required: boolean
}[] = [
  { field: 'payer_name', label: 'Full name', type: 'text', autoComplete: 'name', required: true },
  { field: 'payer_email', label: 'Email', type: 'email', autoComplete: 'email', required: true },
  { field: 'payer_phone', label: 'Phone (optional)', type: 'tel', autoComplete: 'tel', required: false },
]

export function PayerForm({ collection }: { collection: PublicCollection }) {
  const navigate = useNavigate()
  const form = useForm(EMPTY_PAYER)
  const sending = useRef(false)
  const create = useMutation({ mutationFn: createPublicBill })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending.current) return
    const check = (locale: Locale) =>
      checkPayerForm(collection.uuid, form.values, collection.fixed_amount, locale)
    const checked = check(form.locale)
    if (!form.validate((locale) => check(locale).errors ?? {}) || !checked.input) return
    sending.current = true
    create.mutate(checked.input, {
      onSuccess: (bill) => void navigate({ to: '/pay/bill/$uuid', params: { uuid: bill.uuid } }),
      onError: (error) => {
        sending.current = false
        form.showServerErrors(error, PAYER_FIELDS)
      },
    })
  }

  return (
    <Card.Root variant="outline" bg="bg">
      <Card.Body>
        <Stack asChild gap="4">
          <form ref={form.formRef} onSubmit={onSubmit} noValidate aria-label="Your details">
            {FIELDS.map(({ field, label, type, autoComplete, required }) => (
              <FormField
                markRequired={false}
                key={field}
                label={label}
                required={required}
                error={form.errors[field]}
              >
                <Input type={type} autoComplete={autoComplete} size="lg" {...form.bind(field)} />
              </FormField>
            ))}
            {collection.fixed_amount === null ? (
              <FormField markRequired={false} label="Amount" required error={form.errors.amount}>
                <InputGroup startElement="RM">
                  <Input
                    inputMode="decimal"
                    autoComplete="transaction-amount"
                    placeholder="0.00"
                    size="lg"
                    {...form.bind('amount')}
                  />
                </InputGroup>
              </FormField>
            ) : null}
            <ContinueToPayment error={create.isError ? create.error : null} busy={create.isPending || create.isSuccess} loadingText="Continuing" testId="payer-form-error" />
          </form>
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}
