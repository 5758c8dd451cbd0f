// The delivery address: street lines, state, town or area (localities of that state) and postcode.
import { useMemo } from 'react'
import { Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react'
import { FormField } from '@/app/form-field.tsx'
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
      <FormField label="Address" error={errors.line1} required>
        <Input
          name="line1"
          autoComplete="address-line1"
          value={values.line1}
          onChange={(e) => onChange({ line1: e.target.value })}
        />
      </FormField>
      <FormField label="Address line 2 (optional)" error={errors.line2}>
        <Input
          name="line2"
          autoComplete="address-line2"
          value={values.line2}
          onChange={(e) => onChange({ line2: e.target.value })}
        />
      </FormField>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField label="State" error={errors.state_id} required>
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
        </FormField>
        <FormField label="Town or area" error={errors.locality_id} required disabled={!values.state_id}>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="locality_id"
              value={values.locality_id}
              onChange={(e) => onChange({ locality_id: e.currentTarget.value })}
            >
              <option value="">{values.state_id ? 'Choose a town or area' : 'Choose a state first'}</option>
              {localities.map((locality) => (
                <option key={locality.id} value={locality.id}>
                  {locality.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </SimpleGrid>
      <FormField label="Postcode" error={errors.postcode} required maxW="40">
        <Input
          name="postcode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          value={values.postcode}
          onChange={(e) => onChange({ postcode: e.target.value.replace(/\D/g, '') })}
        />
      </FormField>
    </Stack>
  )
}
