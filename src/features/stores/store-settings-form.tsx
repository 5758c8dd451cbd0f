// A store's current settings (SPEC §4: the first active record): contact, pickup address, order note and
// the shipping profile that prices its deliveries.
import { useState, type FormEvent, type ReactNode } from 'react'
import { Button, Field, HStack, Input, NativeSelect, SimpleGrid, Skeleton, Textarea } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { shippingQueries } from '@/api/shipping.ts'
import { storeQueries, useSaveStoreSettings } from '@/api/stores.ts'
import { schemaErrors, serverFieldErrors } from '@/app/form-errors.ts'
import { notify } from '@/app/toaster.tsx'
import {
  StoreSettingsValuesSchema,
  type StoreSetting,
  type StoreSettingsValues,
} from '@/contract/stores.ts'

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
  const [values, setValues] = useState<Values>(() => toValues(setting))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const set = (name: keyof Values, value: string) => {
    setValues((current) => ({ ...current, [name]: value }))
    setErrors(({ [name]: _, ...rest }) => rest)
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const settings: StoreSettingsValues = {
      ...values,
      shipping_profile_id: values.shipping_profile_id || null,
    }
    const found = schemaErrors(StoreSettingsValuesSchema, settings)
    if (Object.keys(found).length > 0) return setErrors(found)
    save.mutate(
      { id: setting?.id ?? null, settings },
      {
        onSuccess: () => notify('Store settings saved'),
        onError: (error) =>
          setErrors(
            Object.fromEntries(
              Object.entries(
                serverFieldErrors(
                  error,
                  TEXT_FIELDS.map((f) => `settings.${f}`),
                ),
              ).map(([k, m]) => [k.replace('settings.', ''), m]),
            ),
          ),
      },
    )
  }

  const field = (name: keyof Values, label: string, control: ReactNode) => (
    <Field.Root invalid={Boolean(errors[name])}>
      <Field.Label>{label}</Field.Label>
      {control}
      <Field.ErrorText>{errors[name]}</Field.ErrorText>
    </Field.Root>
  )

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Store settings">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {field(
          'contact_email',
          'Contact email',
          <Input
            type="email"
            value={values.contact_email}
            onChange={(e) => set('contact_email', e.target.value)}
          />,
        )}
        {field(
          'contact_phone',
          'Contact phone',
          <Input
            type="tel"
            value={values.contact_phone}
            onChange={(e) => set('contact_phone', e.target.value)}
          />,
        )}
        {field(
          'shipping_profile_id',
          'Shipping profile',
          <NativeSelect.Root>
            <NativeSelect.Field
              value={values.shipping_profile_id}
              onChange={(e) => set('shipping_profile_id', e.target.value)}
            >
              <option value="">Your first active profile</option>
              {(profiles.data ?? []).map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>,
        )}
      </SimpleGrid>
      <SimpleGrid columns={1} gap="4" mt="4">
        {field(
          'pickup_address',
          'Pickup address (printed as the sender on labels)',
          <Textarea
            rows={2}
            value={values.pickup_address}
            onChange={(e) => set('pickup_address', e.target.value)}
          />,
        )}
        {field(
          'order_note',
          'Note shown at checkout',
          <Textarea rows={2} value={values.order_note} onChange={(e) => set('order_note', e.target.value)} />,
        )}
      </SimpleGrid>
      <HStack mt="6" justify="flex-end">
        <Button type="submit" loading={save.isPending}>
          Save settings
        </Button>
      </HStack>
    </form>
  )
}
