// The rolling reserve ("confident ratio", SPEC §7): the whole percent of each settlement held back for a
// while.
import type { FormEvent } from 'react'
import { Button, HStack, Input, InputGroup } from '@chakra-ui/react'
import { useSaveReservePercent } from '@/api/settlements.ts'
import { FormField } from '@/app/ui/form-field.tsx'
import { LAYOUT_DEFAULTS } from '@/app/ui/layout-prefs.ts'
import { notify } from '@/app/ui/toaster.tsx'
import { useForm } from '@/app/forms/use-form.ts'
import { MAX_RESERVE_PERCENT, ReserveSettingSchema, type SettlementSettings } from '@/contract/settlements.ts'
import { t } from '@/i18n/i18n.ts'

/** Typed text as the number the API takes; blank is no number (the schema then says so). */
const percent = (text: string) => (text.trim() === '' ? Number.NaN : Number(text))

export function ReserveForm({ settings }: { settings: SettlementSettings }) {
  const save = useSaveReservePercent()
  const form = useForm({ reserve_percent: String(settings.reserve_percent) })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const payload = { reserve_percent: percent(form.values.reserve_percent) }
    if (!form.check(ReserveSettingSchema, payload)) return
    save.mutate(payload.reserve_percent, {
      onSuccess: (saved) => notify(t('Reserve set to {percent}%', { percent: saved.reserve_percent })),
      onError: (error) => form.showServerErrors(error, ['reserve_percent']),
    })
  }

  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate aria-label={t('Reserve')}>
      <HStack gap="3" align="start" wrap="wrap">
        <FormField
          label={t('Reserve held back from each settlement')}
          error={form.errors.reserve_percent}
          helper={t('A whole percent from 0 to {max}, released after {days} days.', {
            max: MAX_RESERVE_PERCENT,
            days: settings.reserve_hold_days,
          })}
          maxW="xs"
        >
          <InputGroup endAddon="%">
            <Input
              size={LAYOUT_DEFAULTS.formSize}
              inputMode="numeric"
              autoComplete="off"
              {...form.bind('reserve_percent')}
            />
          </InputGroup>
        </FormField>
        <Button type="submit" size="sm" mt={{ base: '0', sm: '6' }} loading={save.isPending}>
          {t('Save reserve')}
        </Button>
      </HStack>
    </form>
  )
}
