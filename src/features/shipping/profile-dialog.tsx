// Create or change a shipping profile: its name and the subtotal from which delivery is free.
import { Input, Stack } from '@chakra-ui/react'
import { useSaveShippingProfile } from '@/api/shipping.ts'
import { FormDialog } from '@/app/ui/form-dialog.tsx'
import { FormField } from '@/app/ui/form-field.tsx'
import { ShippingProfileCreateSchema, type ShippingProfile } from '@/contract/shipping.ts'
import { ActiveSwitch } from './active-switch.tsx'
import { useCheckedSave } from './use-checked-save.ts'
import { t } from '@/i18n/i18n.ts'

const FIELDS = ['name', 'free_shipping_threshold'] as const

export function ProfileDialog({
  profile,
  open,
  onClose,
}: {
  profile: ShippingProfile | null
  open: boolean
  onClose: () => void
}) {
  const save = useSaveShippingProfile()
  const { form, dialog } = useCheckedSave(
    save,
    profile,
    {
      schema: ShippingProfileCreateSchema,
      fields: FIELDS,
      kind: 'profile',
      open,
      onClose,
      input: (values) => ({
        name: values.name,
        free_shipping_threshold: values.free_shipping_threshold.trim() || null,
      }),
    },
    {
      name: profile?.name ?? '',
      free_shipping_threshold: profile?.free_shipping_threshold ?? '',
    },
  )
  const { values, errors } = form

  return (
    <FormDialog {...dialog}>
      <Stack gap="4">
        <FormField label={t('Name')} required error={errors.name}>
          <Input {...form.bind('name')} />
        </FormField>
        <FormField
          label={t('Free shipping from (RM)')}
          error={errors.free_shipping_threshold}
          helper={t('Orders whose subtotal reaches this ship free. Leave blank for never.')}
        >
          <Input inputMode="decimal" placeholder="150.00" {...form.bind('free_shipping_threshold')} />
        </FormField>
        <ActiveSwitch checked={values.active} onChange={(active) => form.change({ active })} />
      </Stack>
    </FormDialog>
  )
}
