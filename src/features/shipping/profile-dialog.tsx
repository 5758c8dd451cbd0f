// Create or change a shipping profile: its name and the subtotal from which delivery is free.
import { useState } from 'react'
import { Field, Input, Stack, Switch } from '@chakra-ui/react'
import { useSaveShippingProfile } from '@/api/shipping.ts'
import {
  ShippingProfileCreateSchema,
  type ShippingProfile,
  type ShippingProfileInput,
} from '@/contract/shipping.ts'
import { FormDialog } from './form-dialog.tsx'
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
  const [name, setName] = useState(profile?.name ?? '')
  const [threshold, setThreshold] = useState(profile?.free_shipping_threshold ?? '')
  const [active, setActive] = useState((profile?.record_status_id ?? 1) === 1)
  const { errors, submit: checkAndSave } = useCheckedSave(save, {
    schema: ShippingProfileCreateSchema,
    fields: FIELDS,
    id: profile?.id,
    noun: 'Shipping profile',
    onClose,
  })

  const submit = () => {
    const input: ShippingProfileInput = {
      name,
      free_shipping_threshold: threshold.trim() || null,
      record_status_id: active ? 1 : 2,
    }
    checkAndSave(input)
  }

  return (
    <FormDialog
      open={open}
      title={profile ? 'Edit shipping profile' : 'New shipping profile'}
      saveLabel="Save profile"
      saving={save.isPending}
      onClose={onClose}
      onSubmit={submit}
    >
      <Stack gap="4">
        <Field.Root invalid={Boolean(errors.name)} required>
          <Field.Label>
            Name <Field.RequiredIndicator />
          </Field.Label>
          <Input value={name} onChange={(e) => setName(e.target.value)} />
          <Field.ErrorText>{errors.name}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.free_shipping_threshold)}>
          <Field.Label>Free shipping from (RM)</Field.Label>
          <Input
            inputMode="decimal"
            placeholder="150.00"
            value={threshold}
            onChange={(e) => setThreshold(e.target.value)}
          />
          <Field.HelperText>
            Orders whose subtotal reaches this ship free. Leave blank for never.
          </Field.HelperText>
          <Field.ErrorText>{errors.free_shipping_threshold}</Field.ErrorText>
        </Field.Root>
        <Switch.Root checked={active} onCheckedChange={(details) => setActive(details.checked)}>
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>Active</Switch.Label>
        </Switch.Root>
      </Stack>
    </FormDialog>
  )
}
