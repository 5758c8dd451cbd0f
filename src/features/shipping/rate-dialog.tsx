// Create or change a shipping rate: flat, or a weight band [from, below) kg, with its MYR price.
import { useState } from 'react'
import { Field, HStack, Input, NativeSelect, RadioGroup, SimpleGrid, Stack, Switch } from '@chakra-ui/react'
import { useSaveShippingRate } from '@/api/shipping.ts'
import {
  ShippingRateCreateSchema,
  type RateKind,
  type ShippingRate,
  type ShippingRateInput,
  type ShippingZone,
} from '@/contract/shipping.ts'
import { FormDialog } from './form-dialog.tsx'
import { useCheckedSave } from './use-checked-save.ts'

const FIELDS = ['zone_id', 'name', 'kind', 'min_weight', 'max_weight', 'price'] as const

/** Blank stays blank (no upper bound); anything else must read as a number. */
const kg = (text: string) => (text.trim() === '' ? null : Number(text))

export function RateDialog({
  rate,
  open,
  zones,
  onClose,
}: {
  rate: ShippingRate | null
  open: boolean
  zones: ShippingZone[]
  onClose: () => void
}) {
  const save = useSaveShippingRate()
  const [zoneId, setZoneId] = useState(rate?.zone_id ?? zones[0]?.id ?? '')
  const [name, setName] = useState(rate?.name ?? '')
  const [kind, setKind] = useState<RateKind>(rate?.kind ?? 'weight')
  const [min, setMin] = useState(String(rate?.min_weight ?? 0))
  const [max, setMax] = useState(
    rate?.max_weight === null || rate?.max_weight === undefined ? '' : String(rate.max_weight),
  )
  const [price, setPrice] = useState(rate?.price ?? '')
  const [active, setActive] = useState((rate?.record_status_id ?? 1) === 1)
  const { errors, submit: checkAndSave } = useCheckedSave(save, {
    schema: ShippingRateCreateSchema,
    fields: FIELDS,
    id: rate?.id,
    noun: 'Shipping rate',
    onClose,
  })

  const submit = () => {
    const input: ShippingRateInput = {
      zone_id: zoneId,
      name,
      kind,
      price,
      record_status_id: active ? 1 : 2,
      ...(kind === 'weight' ? { min_weight: kg(min) ?? 0, max_weight: kg(max) } : {}),
    }
    checkAndSave(input)
  }

  const text = (
    field: (typeof FIELDS)[number],
    label: string,
    value: string,
    onChange: (v: string) => void,
    props: Parameters<typeof Input>[0] = {},
  ) => (
    <Field.Root invalid={Boolean(errors[field])}>
      <Field.Label>{label}</Field.Label>
      <Input value={value} onChange={(e) => onChange(e.target.value)} {...props} />
      <Field.ErrorText>{errors[field]}</Field.ErrorText>
    </Field.Root>
  )

  return (
    <FormDialog
      open={open}
      title={rate ? 'Edit shipping rate' : 'New shipping rate'}
      saveLabel="Save rate"
      saving={save.isPending}
      onClose={onClose}
      onSubmit={submit}
    >
      <Stack gap="4">
        <Field.Root invalid={Boolean(errors.zone_id)} required>
          <Field.Label>
            Zone <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={zoneId} onChange={(e) => setZoneId(e.target.value)}>
              <option value="">Choose a zone</option>
              {zones.map((z) => (
                <option key={z.id} value={z.id}>
                  {z.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{errors.zone_id}</Field.ErrorText>
        </Field.Root>
        {text('name', 'Name shoppers see', name, setName, { placeholder: 'Standard (1–5 kg)' })}
        <RadioGroup.Root
          value={kind}
          onValueChange={(details) => setKind(details.value as RateKind)}
          aria-label="Kind of rate"
        >
          <HStack gap="6">
            {(['weight', 'flat'] as const).map((value) => (
              <RadioGroup.Item key={value} value={value}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>
                  {value === 'weight' ? 'By weight band' : 'Flat, any weight'}
                </RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </HStack>
        </RadioGroup.Root>
        {kind === 'weight' ? (
          <SimpleGrid columns={2} gap="3">
            {text('min_weight', 'From (kg, included)', min, setMin, { inputMode: 'decimal' })}
            {text('max_weight', 'Below (kg; blank: no limit)', max, setMax, { inputMode: 'decimal' })}
          </SimpleGrid>
        ) : null}
        {text('price', 'Price (RM)', price, setPrice, { inputMode: 'decimal', placeholder: '8.00' })}
        <Switch.Root checked={active} onCheckedChange={(details) => setActive(details.checked)}>
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>Active</Switch.Label>
        </Switch.Root>
      </Stack>
    </FormDialog>
  )
}
