// The payer's details on an open payment form; on success the payer continues to their new bill.
import { useRef, useState, type FormEvent } from 'react'
import { Alert, Button, Card, Field, Input, InputGroup, Stack } from '@chakra-ui/react'
import { useMutation } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { ApiError } from '@/api/client.ts'
import { createPublicBill } from '@/api/pay.ts'
import type { PublicCollection } from '@/contract/payments.ts'
import { failureText } from './pay-helpers.ts'
import {
  breakdownErrors,
  checkPayerForm,
  EMPTY_PAYER,
  type PayerErrors,
  type PayerField,
} from './payer-form-schema.ts'

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
  const [values, setValues] = useState(EMPTY_PAYER)
  const [errors, setErrors] = useState<PayerErrors>({})
  const sending = useRef(false)
  const create = useMutation({ mutationFn: createPublicBill })

  const set = (field: PayerField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }))
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending.current) return
    const checked = checkPayerForm(collection.uuid, values, collection.fixed_amount)
    setErrors(checked.errors ?? {})
    if (!checked.input) return
    sending.current = true
    create.mutate(checked.input, {
      onSuccess: (bill) => void navigate({ to: '/pay/bill/$uuid', params: { uuid: bill.uuid } }),
      onError: (error) => {
        sending.current = false
        if (error instanceof ApiError) {
          setErrors(
            breakdownErrors(
              (error.envelope.data as { breakdown?: Record<string, string> } | null)?.breakdown,
            ),
          )
        }
      },
    })
  }

  return (
    <Card.Root variant="outline" bg="bg">
      <Card.Body>
        <Stack asChild gap="4">
          <form onSubmit={onSubmit} noValidate aria-label="Your details">
            {FIELDS.map(({ field, label, type, autoComplete, required }) => (
              <Field.Root key={field} invalid={Boolean(errors[field])} required={required}>
                <Field.Label>{label}</Field.Label>
                <Input
                  name={field}
                  type={type}
                  autoComplete={autoComplete}
                  size="lg"
                  value={values[field]}
                  onChange={(event) => set(field, event.target.value)}
                />
                <Field.ErrorText>{errors[field]}</Field.ErrorText>
              </Field.Root>
            ))}
            {collection.fixed_amount === null ? (
              <Field.Root invalid={Boolean(errors.amount)} required>
                <Field.Label>Amount</Field.Label>
                <InputGroup startElement="RM">
                  <Input
                    name="amount"
                    inputMode="decimal"
                    autoComplete="transaction-amount"
                    placeholder="0.00"
                    size="lg"
                    value={values.amount}
                    onChange={(event) => set('amount', event.target.value)}
                  />
                </InputGroup>
                <Field.ErrorText>{errors.amount}</Field.ErrorText>
              </Field.Root>
            ) : null}
            {create.isError ? (
              <Alert.Root status="error" role="alert" data-testid="payer-form-error">
                <Alert.Indicator />
                <Alert.Title>{failureText(create.error)}</Alert.Title>
              </Alert.Root>
            ) : null}
            <Button
              type="submit"
              size="lg"
              colorPalette="brand"
              loading={create.isPending || create.isSuccess}
              loadingText="Continuing"
            >
              Continue to payment
            </Button>
          </form>
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}
