// What the payer forms (an open payment form's details, a top-up) share: their card, and sending once. A
// double tap must not open two bills; a refusal shows under its fields and the payer can send again.
import { useRef, type FormEvent, type ReactNode, type Ref } from 'react'
import { Card, Input, InputGroup, Stack, type InputProps } from '@chakra-ui/react'
import { FormField } from '@/app/ui/form-field.tsx'

interface PayerFormCardProps {
  label: string
  formRef: Ref<HTMLFormElement>
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  testId?: string
  children: ReactNode
}

export function PayerFormCard({ label, formRef, onSubmit, testId, children }: PayerFormCardProps) {
  return (
    <Card.Root variant="outline" bg="bg">
      <Card.Body>
        <Stack asChild gap="4">
          <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={label} data-testid={testId}>
            {children}
          </form>
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}

/** The amount a payer chooses to pay, in ringgit. */
export function PayerAmountField({
  error,
  helper,
  ...input
}: InputProps & { error?: string; helper?: string }) {
  return (
    <FormField markRequired={false} label="Amount" required error={error} helper={helper}>
      <InputGroup startElement="RM">
        <Input
          inputMode="decimal"
          autoComplete="transaction-amount"
          placeholder="0.00"
          size="lg"
          {...input}
        />
      </InputGroup>
    </FormField>
  )
}

export function useSendOnce(form: {
  showServerErrors: (error: unknown, fields: readonly string[]) => unknown
}) {
  const sending = useRef(false)
  return {
    /** A send is under way: another tap does nothing. */
    busy: () => sending.current,
    start: () => {
      sending.current = true
    },
    /** The send failed: the server's field messages show and the payer may send again. */
    failed: (fields: readonly string[]) => (error: unknown) => {
      sending.current = false
      form.showServerErrors(error, fields)
    },
  }
}
