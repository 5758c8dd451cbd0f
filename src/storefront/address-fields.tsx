// The delivery address: street lines, state, town or area (localities of that state) and postcode.
import { useMemo } from 'react'
import { Field, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react'
import { MALAYSIAN_STATES } from '@/contract/states.ts'
import { localitiesOf } from '@/lib/localities.ts'
import type { CheckoutErrors, CheckoutValues } from './checkout-form-schema.ts'

const STATES = [...MALAYSIAN_STATES].sort((a, b) => a.name.localeCompare(b.name))

interface AddressFieldsProps {
  values: CheckoutValues
  errors: CheckoutErrors
  onChange: (change: Partial<CheckoutValues>) => void
}

export function AddressFields({ values, errors, onChange }: AddressFieldsProps) {
  const localities = useMemo(() => (values.state_id ? localitiesOf(values.state_id) : []), [values.state_id])
  return (
    <Stack gap="4">
      <Field.Root invalid={Boolean(errors.line1)} required>
        <Field.Label>Address</Field.Label>
        <Input name="line1" autoComplete="address-line1" value={values.line1} onChange={(e) => onChange({ line1: e.target.value })} />
        <Field.ErrorText>{errors.line1}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(errors.line2)}>
        <Field.Label>Address line 2 (optional)</Field.Label>
        <Input name="line2" autoComplete="address-line2" value={values.line2} onChange={(e) => onChange({ line2: e.target.value })} />
        <Field.ErrorText>{errors.line2}</Field.ErrorText>
      </Field.Root>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <Field.Root invalid={Boolean(errors.state_id)} required>
          <Field.Label>State</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="state_id"
              value={values.state_id}
              // A new state has other towns and delivery options: the old choices no longer apply.
              onChange={(e) => onChange({ state_id: e.currentTarget.value, locality_id: '', rate_id: '' })}
            >
              <option value="">Choose a state</option>
              {STATES.map((state) => (
                <option key={state.id} value={state.id}>
                  {state.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{errors.state_id}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.locality_id)} required disabled={!values.state_id}>
          <Field.Label>Town or area</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field name="locality_id" value={values.locality_id} onChange={(e) => onChange({ locality_id: e.currentTarget.value })}>
              <option value="">{values.state_id ? 'Choose a town or area' : 'Choose a state first'}</option>
              {localities.map((locality) => (
                <option key={locality.id} value={locality.id}>
                  {locality.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{errors.locality_id}</Field.ErrorText>
        </Field.Root>
      </SimpleGrid>
      <Field.Root invalid={Boolean(errors.postcode)} required maxW="40">
        <Field.Label>Postcode</Field.Label>
        <Input
          name="postcode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          value={values.postcode}
          onChange={(e) => onChange({ postcode: e.target.value.replace(/\D/g, '') })}
        />
        <Field.ErrorText>{errors.postcode}</Field.ErrorText>
      </Field.Root>
    </Stack>
  )
}
