// The "Active" switch of a shipping profile, zone or rate (record_status_id 1 or 2).
import { Switch } from '@chakra-ui/react'
import { t } from '@/i18n/i18n.ts'

export function ActiveSwitch({
  checked,
  onChange,
}: {
  checked: boolean
  onChange: (active: boolean) => void
}) {
  return (
    <Switch.Root checked={checked} onCheckedChange={(details) => onChange(details.checked)}>
      <Switch.HiddenInput />
      <Switch.Control />
      <Switch.Label>{t('Active')}</Switch.Label>
    </Switch.Root>
  )
}
