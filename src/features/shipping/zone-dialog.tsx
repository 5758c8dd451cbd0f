// Create or change a shipping zone: its profile and the states it covers (one active zone per state).
import { useMemo, useState } from 'react'
import { Field, Input, NativeSelect, Stack, Switch } from '@chakra-ui/react'
import { useSaveShippingZone } from '@/api/shipping.ts'
import {
  ShippingZoneCreateSchema,
  type ShippingProfile,
  type ShippingZone,
  type ShippingZoneInput,
} from '@/contract/shipping.ts'
import { FormDialog } from './form-dialog.tsx'
import { useCheckedSave } from './use-checked-save.ts'
import { StateChecklist } from './state-checklist.tsx'

const FIELDS = ['name', 'profile_id', 'state_ids'] as const

interface ZoneDialogProps {
  zone: ShippingZone | null
  open: boolean
  profiles: ShippingProfile[]
  zones: ShippingZone[]
  onClose: () => void
}

export function ZoneDialog({ zone, open, profiles, zones, onClose }: ZoneDialogProps) {
  const save = useSaveShippingZone()
  const [name, setName] = useState(zone?.name ?? '')
  const [profileId, setProfileId] = useState(zone?.profile_id ?? profiles[0]?.id ?? '')
  const [stateIds, setStateIds] = useState<string[]>(zone?.state_ids ?? [])
  const [active, setActive] = useState((zone?.record_status_id ?? 1) === 1)
  const { errors, submit: checkAndSave } = useCheckedSave(save, {
    schema: ShippingZoneCreateSchema,
    fields: FIELDS,
    id: zone?.id,
    noun: 'Shipping zone',
    onClose,
  })

  // The server refuses a state in two active zones of a profile; the checklist shows which are taken.
  const taken = useMemo(() => {
    const map = new Map<string, string>()
    if (!active) return map
    for (const other of zones)
      if (other.id !== zone?.id && other.profile_id === profileId && other.record_status_id === 1)
        for (const id of other.state_ids) map.set(id, other.name)
    return map
  }, [zones, zone, profileId, active])

  const submit = () => {
    const input: ShippingZoneInput = {
      name,
      profile_id: profileId,
      state_ids: stateIds,
      record_status_id: active ? 1 : 2,
    }
    checkAndSave(input)
  }

  return (
    <FormDialog
      open={open}
      title={zone ? 'Edit shipping zone' : 'New shipping zone'}
      saveLabel="Save zone"
      saving={save.isPending}
      onClose={onClose}
      onSubmit={submit}
    >
      <Stack gap="4">
        <Field.Root invalid={Boolean(errors.name)} required>
          <Field.Label>
            Name <Field.RequiredIndicator />
          </Field.Label>
          <Input value={name} onChange={(e) => setName(e.target.value)} placeholder="Semenanjung" />
          <Field.ErrorText>{errors.name}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.profile_id)} required>
          <Field.Label>
            Shipping profile <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={profileId} onChange={(e) => setProfileId(e.target.value)}>
              <option value="">Choose a profile</option>
              {profiles.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{errors.profile_id}</Field.ErrorText>
        </Field.Root>
        <StateChecklist
          value={stateIds}
          onChange={setStateIds}
          error={errors.state_ids ?? errors['state_ids.0']}
          taken={taken}
        />
        <Switch.Root checked={active} onCheckedChange={(details) => setActive(details.checked)}>
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>Active</Switch.Label>
        </Switch.Root>
      </Stack>
    </FormDialog>
  )
}
