// What the payer forms (an open payment form's details, a top-up) share: their card, and sending once. A
// double tap must not open two bills; a refusal shows under its fields and the payer can send again.
import { useRef, type ComponentProps, type FormEvent, type ReactNode, type Ref } from 'react'
import { Box, styled } from 'styled-system/jsx'
import { stack } from 'styled-system/patterns'
import { Card } from '@/public-ui/card.tsx'
import { Input } from '@/public-ui/field.tsx'
import { FormField } from '@/public-ui/form-field.tsx'
import { useT } from '@/i18n/use-t.ts'

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
        <form
          className={stack({ gap: '4' })}
          ref={formRef}
          onSubmit={onSubmit}
          noValidate
          aria-label={label}
          data-testid={testId}
        >
          {children}
        </form>
      </Card.Body>
    </Card.Root>
  )
}

/** The amount a payer chooses to pay, in ringgit, with "RM" drawn at the start of the input. */
export function PayerAmountField({
  error,
  helper,
  ...input
}: ComponentProps<typeof Input> & { error?: string; helper?: string }) {
  const t = useT()
  return (
    <FormField markRequired={false} label={t('common.amount')} required error={error} helper={helper}>
      <Box position="relative" isolation="isolate" width="full">
        <styled.span
          position="absolute"
          insetStart="0"
          zIndex="2"
          height="full"
          display="flex"
          alignItems="center"
          justifyContent="center"
          px="3"
          fontSize="sm"
          color="fg.muted"
          pointerEvents="none"
        >
          RM
        </styled.span>
        <Input
          inputMode="decimal"
          autoComplete="transaction-amount"
          placeholder="0.00"
          size="lg"
          ps="var(--input-height)"
          {...input}
        />
      </Box>
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
