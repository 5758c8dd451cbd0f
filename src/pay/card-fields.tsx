// The card inputs: uncontrolled (no React state ever holds the number or cvv), numeric keypad on phones,
// and the cc-* autocomplete tokens so the browser's saved cards fill them.
import { Field, Grid, Input } from '@chakra-ui/react'

export function CardFields({ disabled }: { disabled: boolean }) {
  return (
    <>
      <Field.Root required disabled={disabled}>
        <Field.Label>Card number</Field.Label>
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
      <Grid templateColumns="1fr 1.4fr 1.2fr" gap="3">
        <Field.Root required disabled={disabled}>
          <Field.Label>Month</Field.Label>
          <Input
            name="month"
            inputMode="numeric"
            autoComplete="cc-exp-month"
            placeholder="MM"
            maxLength={2}
            size="lg"
          />
        </Field.Root>
        <Field.Root required disabled={disabled}>
          <Field.Label>Year</Field.Label>
          <Input
            name="year"
            inputMode="numeric"
            autoComplete="cc-exp-year"
            placeholder="YYYY"
            maxLength={4}
            size="lg"
          />
        </Field.Root>
        <Field.Root disabled={disabled}>
          <Field.Label>CVV</Field.Label>
          <Input
            name="cvv"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
            size="lg"
          />
        </Field.Root>
      </Grid>
    </>
  )
}
