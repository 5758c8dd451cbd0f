// One form to create a store (/stores/create) and change one (the Details tab of /stores/manage).
import type { FormEvent } from 'react'
import { Box, Button, HStack, Input, SimpleGrid, Switch, Textarea } from '@chakra-ui/react'
import { useSaveStore } from '@/api/stores.ts'
import { FormField } from '@/app/ui/form-field.tsx'
import { LAYOUT_DEFAULTS } from '@/app/ui/layout-prefs.ts'
import { notify } from '@/app/ui/toaster.tsx'
import { useForm } from '@/app/forms/use-form.ts'
import { StoreCreateSchema, type Store, type StoreInput } from '@/contract/stores.ts'
import { StoreLogoField } from './store-logo-field.tsx'
import { t } from '@/i18n/i18n.ts'

const FIELDS = ['name', 'unique_id', 'description', 'theme_color', 'logo_image_id'] as const

interface Values {
  name: string
  unique_id: string
  description: string
  theme_color: string
  logo_image_id: string | null
  active: boolean
}

const toValues = (store?: Store): Values => ({
  name: store?.name ?? '',
  unique_id: store?.unique_id ?? '',
  description: store?.description ?? '',
  theme_color: store?.theme_color ?? '#0f766e',
  logo_image_id: store?.logo_image_id ?? null,
  active: (store?.record_status_id ?? 1) === 1,
})

function toInput(values: Values): StoreInput {
  return {
    name: values.name,
    // Blank asks the server to make one from the name.
    ...(values.unique_id.trim() ? { unique_id: values.unique_id } : {}),
    description: values.description,
    theme_color: values.theme_color,
    logo_image_id: values.logo_image_id,
    record_status_id: values.active ? 1 : 2,
  }
}

export function StoreForm({ store, onSaved }: { store?: Store; onSaved: (store: Store) => void }) {
  const save = useSaveStore(store?.id)
  const form = useForm<Values>(() => toValues(store))
  const { values, errors } = form

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const input = toInput(values)
    if (!form.check(StoreCreateSchema, input)) return
    save.mutate(input, {
      onSuccess: (saved) => {
        notify(store ? t('Store saved') : t('Store created'))
        onSaved(saved)
      },
      onError: (error) => form.showServerErrors(error, FIELDS),
    })
  }
  const size = LAYOUT_DEFAULTS.formSize

  return (
    <form
      ref={form.formRef}
      onSubmit={onSubmit}
      noValidate
      aria-label={store ? t('Store details') : t('New store')}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label={t('Store name')} required error={errors.name}>
          <Input size={size} autoComplete="organization" {...form.bind('name')} />
        </FormField>
        <FormField
          label={t('Unique id')}
          error={errors.unique_id}
          helper={t('The name in your store’s public address; blank makes one from the name.')}
        >
          <Input size={size} placeholder={t('my-shop')} {...form.bind('unique_id')} />
        </FormField>
        <FormField label={t('Theme colour')} error={errors.theme_color}>
          <Input size={size} type="color" p="1" maxW="24" {...form.bind('theme_color')} />
        </FormField>
        <FormField label={t('Open for shoppers')}>
          <Switch.Root
            checked={values.active}
            onCheckedChange={(details) => form.change({ active: details.checked })}
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>{values.active ? t('Open') : t('Closed')}</Switch.Label>
          </Switch.Root>
        </FormField>
      </SimpleGrid>
      <Box mt="4">
        <StoreLogoField
          imageId={values.logo_image_id}
          onChange={(id) => form.change({ logo_image_id: id })}
          error={errors.logo_image_id}
        />
      </Box>
      <FormField label={t('Description')} error={errors.description} mt="4">
        <Textarea size={size} rows={3} {...form.bind('description')} />
      </FormField>
      <HStack mt="6" justify="flex-end">
        <Button type="submit" loading={save.isPending}>
          {store ? t('Save store') : t('Create store')}
        </Button>
      </HStack>
    </form>
  )
}
