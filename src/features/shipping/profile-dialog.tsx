// Create or change a shipping profile: its name and the subtotal from which delivery is free.
import { Input, Stack } from '@chakra-ui/react'
import { useSaveShippingProfile } from '@/api/shipping.ts'
import { FormDialog } from '@/app/form-dialog.tsx'
import { FormField } from '@/app/form-field.tsx'
import { ShippingProfileCreateSchema, type ShippingProfile } from '@/contract/shipping.ts'
import { ActiveSwitch } from './active-switch.tsx'
import { useCheckedSave } from './use-checked-save.ts'

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
  const initial = {
    name: profile?.name ?? '',
    free_shipping_threshold: profile?.free_shipping_threshold ?? '',
    active: (profile?.record_status_id ?? 1) === 1,
  }
  const { form, submit } = useCheckedSave(initial, save, {
    schema: ShippingProfileCreateSchema,
    fields: FIELDS,
    id: profile?.id,
    noun: 'Shipping profile',
    onClose,
  })
  const { values, errors } = form

  return (
    <FormDialog
      open={open}
      title={profile ? 'Edit shipping profile' : 'New shipping profile'}
      saveLabel="Save profile"
      saving={save.isPending}
      onClose={onClose}
      formRef={form.formRef}
      onSubmit={() =>
        submit({
          name: values.name,
          free_shipping_threshold: values.free_shipping_threshold.trim() || null,
          record_status_id: values.active ? 1 : 2,
        })
      }
    >
      <Stack gap="4">
        <FormField label="Name" required error={errors.name}>
          <Input {...form.bind('name')} />
        </FormField>
        <FormField
          label="Free shipping from (RM)"
          error={errors.free_shipping_threshold}
          helper="Orders whose subtotal reaches this ship free. Leave blank for never."
        >
          <Input inputMode="decimal" placeholder="150.00" {...form.bind('free_shipping_threshold')} />
        </FormField>
        <ActiveSwitch checked={values.active} onChange={(active) => form.change({ active })} />
      </Stack>
    </FormDialog>
  )
}
