// A store's current settings (SPEC §4: the first active record): contact, pickup address, order note and
// the shipping profile that prices its deliveries.
import type { FormEvent } from 'react'
import { Button, HStack, Input, SimpleGrid, Skeleton, Textarea } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { shippingQueries } from '@/api/shipping.ts'
import { storeQueries, useSaveStoreSettings } from '@/api/stores.ts'
import { ChoiceSelect, choicesOf, PhoneInput } from '@/app/ui/form-controls.tsx'
import { serverFieldErrors } from '@/app/forms/form-errors.ts'
import { FormField } from '@/app/ui/form-field.tsx'
import { notify } from '@/app/ui/toaster.tsx'
import { useForm } from '@/app/forms/use-form.ts'
import { StoreSettingsValuesSchema, type StoreSetting, type StoreSettingsValues } from '@/contract/stores.ts'
import { t } from '@/i18n/i18n.ts'

const TEXT_FIELDS = [
  'contact_email',
  'contact_phone',
  'pickup_address',
  'order_note',
  'shipping_profile_id',
] as const
type Values = Record<(typeof TEXT_FIELDS)[number], string>

const toValues = (setting: StoreSetting | null): Values =>
  Object.fromEntries(
    TEXT_FIELDS.map((name) => [
      name,
      typeof setting?.settings[name] === 'string' ? setting.settings[name] : '',
    ]),
  ) as Values

export function StoreSettingsForm({ storeId }: { storeId: string }) {
  const query = useQuery(storeQueries.currentSettings(storeId))
  if (query.isPending) return <Skeleton height="40" />
  if (query.isError) return null
  return <SettingsEditor key={query.data?.id ?? 'new'} storeId={storeId} setting={query.data} />
}

function SettingsEditor({ storeId, setting }: { storeId: string; setting: StoreSetting | null }) {
  const save = useSaveStoreSettings(storeId)
  const profiles = useQuery(shippingQueries.profiles())
  const form = useForm<Values>(() => toValues(setting))
  const { errors } = form

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const settings: StoreSettingsValues = {
      ...form.values,
      shipping_profile_id: form.values.shipping_profile_id || null,
    }
    if (!form.check(StoreSettingsValuesSchema, settings)) return
    save.mutate(
      { id: setting?.id ?? null, settings },
      {
        onSuccess: () => notify(t('Store settings saved')),
        // The server names these fields settings.contact_email and so on.
        onError: (error) =>
          form.showErrors(
            Object.fromEntries(
              Object.entries(
                serverFieldErrors(
                  error,
                  TEXT_FIELDS.map((f) => `settings.${f}`),
                ),
              ).map(([path, text]) => [path.replace('settings.', ''), text]),
            ),
          ),
      },
    )
  }

  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate aria-label={t('Store settings')}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label={t('Contact email')} error={errors.contact_email}>
          <Input type="email" {...form.bind('contact_email')} />
        </FormField>
        <FormField label={t('Contact phone')} error={errors.contact_phone}>
          <PhoneInput {...form.bind('contact_phone')} />
        </FormField>
        <FormField label={t('Shipping profile')} error={errors.shipping_profile_id}>
          <ChoiceSelect
            empty={t('Your first active profile')}
            choices={choicesOf(profiles.data)}
            {...form.bind('shipping_profile_id')}
          />
        </FormField>
      </SimpleGrid>
      <SimpleGrid columns={1} gap="4" mt="4">
        <FormField
          label={t('Pickup address (printed as the sender on labels)')}
          error={errors.pickup_address}
        >
          <Textarea rows={2} {...form.bind('pickup_address')} />
        </FormField>
        <FormField label={t('Note shown at checkout')} error={errors.order_note}>
          <Textarea rows={2} {...form.bind('order_note')} />
        </FormField>
      </SimpleGrid>
      <HStack mt="6" justify="flex-end">
        <Button type="submit" loading={save.isPending}>
          {t('Save settings')}
        </Button>
      </HStack>
    </form>
  )
}
