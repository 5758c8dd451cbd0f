// The console's form parts besides FormField: the card a console form sits in, a select of choices, a MYR
// amount input, a checkbox and the submit-and-cancel row. The public pages draw their select with
// src/public-ui/form-controls.tsx; both read choices the same way (src/lib/choices.ts).
import type { ChangeEvent, FormEvent, ReactNode, Ref } from 'react'
import {
  Button,
  Card,
  Checkbox,
  HStack,
  Input,
  InputGroup,
  NativeSelect,
  Stack,
  type InputProps,
} from '@chakra-ui/react'
import type { Choice } from '@/lib/choices.ts'
import { t } from '@/i18n/i18n.ts'

export { choicesOf } from '@/lib/choices.ts'

interface ChoiceSelectProps {
  name?: string
  value: string
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void
  choices: readonly Choice[]
  /** The first option, for no choice (value ''). */
  empty?: string
  size?: NativeSelect.RootProps['size']
  disabled?: boolean
}

export function ChoiceSelect({ choices, empty, size, disabled, ...field }: ChoiceSelectProps) {
  return (
    <NativeSelect.Root size={size} disabled={disabled}>
      <NativeSelect.Field {...field}>
        {empty === undefined ? null : <option value="">{empty}</option>}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  )
}

/** A MYR amount as typed: "RM" before it, a decimal keyboard on phones. */
export function AmountInput(props: InputProps) {
  return (
    <InputGroup startAddon="RM">
      <Input inputMode="decimal" autoComplete="off" {...props} />
    </InputGroup>
  )
}

const PHONE_EXAMPLES = { mobile: '+60 12-345 6789', landline: '+60 3-2181 0000' }

/** A Malaysian phone number as typed: the phone keypad, and an example of the kind asked for. */
export function PhoneInput({ example, ...props }: InputProps & { example?: keyof typeof PHONE_EXAMPLES }) {
  return <Input type="tel" placeholder={example && PHONE_EXAMPLES[example]} {...props} />
}

export function CheckField(props: {
  name?: string
  label: ReactNode
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  return (
    <Checkbox.Root
      checked={props.checked}
      onCheckedChange={(details) => props.onChange(details.checked === true)}
    >
      <Checkbox.HiddenInput name={props.name} />
      <Checkbox.Control />
      <Checkbox.Label>{props.label}</Checkbox.Label>
    </Checkbox.Root>
  )
}

/** The submit button and the way back (a link, as a button). */
export function FormActions({
  label,
  saving,
  cancel,
}: {
  label: string
  saving: boolean
  cancel: ReactNode
}) {
  return (
    <HStack gap="3" pt="2">
      <Button type="submit" loading={saving} loadingText={t('Saving')}>
        {label}
      </Button>
      <Button asChild variant="outline">
        {cancel}
      </Button>
    </HStack>
  )
}

interface FormCardProps {
  /** The form's accessible name, e.g. "New customer". */
  label: string
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  formRef: Ref<HTMLFormElement>
  maxW?: string
  gap?: string
  children: ReactNode
}

/**
 * A console form on its page: a card, the form (the browser's own checks off: ours speak the layout's
 * language).
 */
export function FormCard({ label, onSubmit, formRef, maxW = '3xl', gap = '4', children }: FormCardProps) {
  return (
    <Card.Root variant="outline" bg="bg" maxW={maxW}>
      <Card.Body>
        <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={label}>
          <Stack gap={gap}>{children}</Stack>
        </form>
      </Card.Body>
    </Card.Root>
  )
}
