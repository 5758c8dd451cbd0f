// The card inputs: uncontrolled (no React state ever holds the number or cvv), numeric keypad on phones,
// and the cc-* autocomplete tokens so the browser's saved cards fill them.
import { Grid } from 'styled-system/jsx'
import { Field, Input } from '@/public-ui/field.tsx'
import type { PageMessageId } from '@/i18n/i18n.ts'
import { useT } from '@/i18n/use-t.ts'

interface CardInputProps {
  label: PageMessageId | 'CVV'
  name: string
  autoComplete: string
  placeholder: string
  maxLength: number
  required?: boolean
  disabled: boolean
}

function CardInput({ label, required = true, disabled, ...input }: CardInputProps) {
  const t = useT()
  return (
    <Field.Root required={required} disabled={disabled}>
      <Field.Label>{label === 'CVV' ? label : t(label)}</Field.Label>
      <Input inputMode="numeric" size="lg" {...input} />
    </Field.Root>
  )
}

const EXPIRY_AND_CVV: Omit<CardInputProps, 'disabled'>[] = [
  { label: 'card.month', name: 'month', autoComplete: 'cc-exp-month', placeholder: 'MM', maxLength: 2 },
  { label: 'card.year', name: 'year', autoComplete: 'cc-exp-year', placeholder: 'YYYY', maxLength: 4 },
  { label: 'CVV', name: 'cvv', autoComplete: 'cc-csc', placeholder: '123', maxLength: 4, required: false },
]

export function CardFields({ disabled }: { disabled: boolean }) {
  const t = useT()
  return (
    <>
      <Field.Root required disabled={disabled}>
        <Field.Label>{t('card.number')}</Field.Label>
        <Input
          name="cardnumber"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 5678 9012 3456"
          maxLength={23}
          size="lg"
          spellCheck={false}
        />
      </Field.Root>
      {/* eslint-disable-next-line lingui/no-unlocalized-strings -- column widths */}
      <Grid gridTemplateColumns="1fr 1.4fr 1.2fr" gap="3">
        {EXPIRY_AND_CVV.map((field) => (
          <CardInput key={field.name} {...field} disabled={disabled} />
        ))}
      </Grid>
    </>
  )
}
