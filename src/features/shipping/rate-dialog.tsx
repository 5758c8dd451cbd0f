// Create or change a shipping rate: flat, or a weight band [from, below) kg, with its MYR price.
import { HStack, Input, RadioGroup, SimpleGrid, Stack } from '@chakra-ui/react'
import { useSaveShippingRate } from '@/api/shipping.ts'
import { ChoiceSelect, choicesOf } from '@/app/ui/form-controls.tsx'
import { FormDialog } from '@/app/ui/form-dialog.tsx'
import { FormField } from '@/app/ui/form-field.tsx'
import {
  ShippingRateCreateSchema,
  type RateKind,
  type ShippingRate,
  type ShippingZone,
} from '@/contract/shipping.ts'
import { ActiveSwitch } from './active-switch.tsx'
import { useCheckedSave } from './use-checked-save.ts'
import { t } from '@/i18n/i18n.ts'

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
  const { form, dialog } = useCheckedSave(
    save,
    rate,
    {
      schema: ShippingRateCreateSchema,
      fields: FIELDS,
      kind: 'rate',
      open,
      onClose,
      input: (values) => ({
        zone_id: values.zone_id,
        name: values.name,
        kind: values.kind,
        price: values.price,
        ...(values.kind === 'weight'
          ? { min_weight: kg(values.min_weight) ?? 0, max_weight: kg(values.max_weight) }
          : {}),
      }),
    },
    {
      zone_id: rate?.zone_id ?? zones[0]?.id ?? '',
      name: rate?.name ?? '',
      kind: rate?.kind ?? 'weight',
      min_weight: String(rate?.min_weight ?? 0),
      max_weight: rate?.max_weight === null || rate?.max_weight === undefined ? '' : String(rate.max_weight),
      price: rate?.price ?? '',
    },
  )
  const { values, errors } = form

  return (
    <FormDialog {...dialog}>
      <Stack gap="4">
        <FormField label={t('Zone')} required error={errors.zone_id}>
          <ChoiceSelect empty={t('Choose a zone')} choices={choicesOf(zones)} {...form.bind('zone_id')} />
        </FormField>
        <FormField label={t('Name shoppers see')} error={errors.name}>
          <Input placeholder={t('Standard (1–5 kg)')} {...form.bind('name')} />
        </FormField>
        <RadioGroup.Root
          value={values.kind}
          onValueChange={(details) => form.change({ kind: details.value as RateKind })}
          aria-label={t('Kind of rate')}
        >
          <HStack gap="6">
            {(['weight', 'flat'] as const).map((value) => (
              <RadioGroup.Item key={value} value={value}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>
                  {value === 'weight' ? t('By weight band') : t('Flat, any weight')}
                </RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </HStack>
        </RadioGroup.Root>
        {values.kind === 'weight' ? (
          <SimpleGrid columns={2} gap="3">
            <FormField label={t('From (kg, included)')} error={errors.min_weight}>
              <Input inputMode="decimal" {...form.bind('min_weight')} />
            </FormField>
            <FormField label={t('Below (kg; blank: no limit)')} error={errors.max_weight}>
              <Input inputMode="decimal" {...form.bind('max_weight')} />
            </FormField>
          </SimpleGrid>
        ) : null}
        <FormField label={t('Price (RM)')} error={errors.price}>
          <Input inputMode="decimal" placeholder="8.00" {...form.bind('price')} />
        </FormField>
        <ActiveSwitch checked={values.active} onChange={(active) => form.change({ active })} />
      </Stack>
    </FormDialog>
  )
}
