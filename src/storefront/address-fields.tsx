// The delivery address: street lines, state, town or area (localities of that state) and postcode.
import { useMemo } from 'react'
import { Grid, Stack } from 'styled-system/jsx'
import { Input } from '@/public-ui/field.tsx'
import { ChoiceSelect } from '@/public-ui/form-controls.tsx'
import { FormField } from '@/public-ui/form-field.tsx'
import { MALAYSIAN_STATES } from '@/contract/states.ts'
import { choicesOf } from '@/lib/choices.ts'
import { localitiesOf } from '@/lib/localities.ts'
import type { CheckoutErrors, CheckoutValues } from './checkout-form-schema.ts'
import { useT } from '@/i18n/use-t.ts'

const STATES = choicesOf([...MALAYSIAN_STATES].sort((a, b) => a.name.localeCompare(b.name)))
const LINES = [
  ['line1', 'store.address.line1', 'address-line1'],
  ['line2', 'store.address.line2', 'address-line2'],
] as const

interface AddressFieldsProps {
  values: CheckoutValues
  errors: CheckoutErrors
  onChange: (change: Partial<CheckoutValues>) => void
}

export function AddressFields({ values, errors, onChange }: AddressFieldsProps) {
  const t = useT()
  const localities = useMemo(() => (values.state_id ? localitiesOf(values.state_id) : []), [values.state_id])
  return (
    <Stack gap="4">
      {LINES.map(([name, label, autoComplete]) => (
        <FormField
          markRequired={false}
          key={name}
          label={t(label)}
          error={errors[name]}
          required={name === 'line1'}
        >
          <Input
            name={name}
            autoComplete={autoComplete}
            value={values[name]}
            onChange={(e) => onChange({ [name]: e.target.value })}
          />
        </FormField>
      ))}
      <Grid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField markRequired={false} label={t('store.address.state')} error={errors.state_id} required>
          <ChoiceSelect
            name="state_id"
            value={values.state_id}
            empty={t('store.address.choose_state')}
            choices={STATES}
            // A new state has other towns and delivery options: the old choices no longer apply.
            onChange={(e) => onChange({ state_id: e.currentTarget.value, locality_id: '', rate_id: '' })}
          />
        </FormField>
        <FormField
          markRequired={false}
          label={t('store.address.locality')}
          error={errors.locality_id}
          required
          disabled={!values.state_id}
        >
          <ChoiceSelect
            name="locality_id"
            value={values.locality_id}
            empty={values.state_id ? t('store.address.choose_locality') : t('store.address.state_first')}
            choices={choicesOf(localities)}
            onChange={(e) => onChange({ locality_id: e.currentTarget.value })}
          />
        </FormField>
      </Grid>
      <FormField
        markRequired={false}
        label={t('store.address.postcode')}
        error={errors.postcode}
        required
        maxW="40"
      >
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
