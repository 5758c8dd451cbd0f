// The whitelist entry's fields, shared by the new page and the edit dialog: the address (with, on the new
// page, a button that fills in the caller's own address) and a label.
import { t } from '@/i18n/i18n.ts'
import type { ReactNode } from 'react'
import { Input, Stack } from '@chakra-ui/react'
import { FormField } from '@/app/ui/form-field.tsx'
import { LAYOUT_DEFAULTS } from '@/app/ui/layout-prefs.ts'
import type { useForm } from '@/app/forms/use-form.ts'
import type { WhitelistFormValues } from './whitelist-values.ts'

interface WhitelistFieldsProps {
  form: ReturnType<typeof useForm<WhitelistFormValues>>
  /** Beside the address: "Use my current address". */
  addressAction?: ReactNode
}

export function WhitelistFields({ form, addressAction }: WhitelistFieldsProps) {
  const { errors } = form
  const size = LAYOUT_DEFAULTS.formSize
  return (
    <Stack gap="4">
      <FormField
        label={t('Address')}
        required
        error={errors.address}
        helper={t('An IPv4 or IPv6 address, or a range such as 203.0.113.0/24')}
      >
        <Input
          size={size}
          fontFamily="mono"
          autoComplete="off"
          spellCheck={false}
          placeholder="203.0.113.10"
          {...form.bind('address')}
        />
      </FormField>
      {addressAction}
      <FormField
        label={t('Label')}
        error={errors.label}
        helper={t('Optional: which server this is, e.g. “Billing server”')}
      >
        <Input size={size} autoComplete="off" {...form.bind('label')} />
      </FormField>
    </Stack>
  )
}
