// Create or change a shipping zone: its profile and the states it covers (one active zone per state).
import { useMemo } from 'react'
import { Input, Stack } from '@chakra-ui/react'
import { useSaveShippingZone } from '@/api/shipping.ts'
import { ChoiceSelect, choicesOf } from '@/app/ui/form-controls.tsx'
import { FormDialog } from '@/app/ui/form-dialog.tsx'
import { FormField } from '@/app/ui/form-field.tsx'
import { ShippingZoneCreateSchema, type ShippingProfile, type ShippingZone } from '@/contract/shipping.ts'
import { ActiveSwitch } from './active-switch.tsx'
import { StateChecklist } from './state-checklist.tsx'
import { useCheckedSave } from './use-checked-save.ts'
import { t } from '@/i18n/i18n.ts'

const FIELDS = ['name', 'profile_id', 'state_ids'] as const
// A sample zone name, the same (Malay) in every language.
const SAMPLE_ZONE = 'Semenanjung'

interface ZoneDialogProps {
  zone: ShippingZone | null
  open: boolean
  profiles: ShippingProfile[]
  zones: ShippingZone[]
  onClose: () => void
}

export function ZoneDialog({ zone, open, profiles, zones, onClose }: ZoneDialogProps) {
  const save = useSaveShippingZone()
  const { form, dialog } = useCheckedSave(
    save,
    zone,
    {
      schema: ShippingZoneCreateSchema,
      fields: FIELDS,
      kind: 'zone',
      open,
      onClose,
      input: (values) => ({
        name: values.name,
        profile_id: values.profile_id,
        state_ids: values.state_ids,
      }),
    },
    {
      name: zone?.name ?? '',
      profile_id: zone?.profile_id ?? profiles[0]?.id ?? '',
      state_ids: zone?.state_ids ?? [],
    },
  )
  const { values, errors } = form

  // The server refuses a state in two active zones of a profile; the checklist shows which are taken.
  const taken = useMemo(() => {
    const map = new Map<string, string>()
    if (!values.active) return map
    for (const other of zones)
      if (other.id !== zone?.id && other.profile_id === values.profile_id && other.record_status_id === 1)
        for (const id of other.state_ids) map.set(id, other.name)
    return map
  }, [zones, zone, values.profile_id, values.active])

  return (
    <FormDialog {...dialog}>
      <Stack gap="4">
        <FormField label={t('Name')} required error={errors.name}>
          <Input placeholder={SAMPLE_ZONE} {...form.bind('name')} />
        </FormField>
        <FormField label={t('Shipping profile')} required error={errors.profile_id}>
          <ChoiceSelect
            empty={t('Choose a profile')}
            choices={choicesOf(profiles)}
            {...form.bind('profile_id')}
          />
        </FormField>
        <StateChecklist
          value={values.state_ids}
          onChange={(state_ids) => form.change({ state_ids })}
          error={errors.state_ids ?? errors['state_ids.0']}
          taken={taken}
        />
        <ActiveSwitch checked={values.active} onChange={(active) => form.change({ active })} />
      </Stack>
    </FormDialog>
  )
}
