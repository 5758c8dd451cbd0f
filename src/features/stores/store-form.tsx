// One form to create a store (/stores/create) and change one (the Details tab of /stores/manage).
import { useState, type FormEvent } from 'react'
import { Box, Button, Field, HStack, Input, SimpleGrid, Switch, Textarea } from '@chakra-ui/react'
import { useSaveStore } from '@/api/stores.ts'
import { schemaErrors, serverFieldErrors } from '@/app/form-errors.ts'
import { LAYOUT_DEFAULTS } from '@/app/layout-prefs.ts'
import { notify } from '@/app/toaster.tsx'
import { StoreCreateSchema, type Store, type StoreInput } from '@/contract/stores.ts'
import { StoreLogoField } from './store-logo-field.tsx'

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
  const [values, setValues] = useState<Values>(() => toValues(store))
  const [errors, setErrors] = useState<Record<string, string>>({})

  const set = <K extends keyof Values>(name: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [name]: value }))
    setErrors(({ [name]: _, ...rest }) => rest)
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const input = toInput(values)
    const found = schemaErrors(StoreCreateSchema, input)
    if (Object.keys(found).length > 0) return setErrors(found)
    save.mutate(input, {
      onSuccess: (saved) => {
        notify(store ? 'Store saved' : 'Store created')
        onSaved(saved)
      },
      onError: (error) => setErrors(serverFieldErrors(error, FIELDS)),
    })
  }

  const text = (
    name: Exclude<(typeof FIELDS)[number], 'logo_image_id'>,
    label: string,
    props: Parameters<typeof Input>[0] = {},
    helper?: string,
  ) => (
    <Field.Root invalid={Boolean(errors[name])} required={name === 'name'}>
      <Field.Label>
        {label}
        {name === 'name' ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <Input
        name={name}
        size={LAYOUT_DEFAULTS.formSize}
        value={values[name]}
        onChange={(e) => set(name, e.target.value)}
        {...props}
      />
      {helper && !errors[name] ? <Field.HelperText>{helper}</Field.HelperText> : null}
      <Field.ErrorText>{errors[name]}</Field.ErrorText>
    </Field.Root>
  )

  return (
    <form onSubmit={onSubmit} noValidate aria-label={store ? 'Store details' : 'New store'}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {text('name', 'Store name', { autoComplete: 'organization' })}
        {text(
          'unique_id',
          'Unique id',
          { placeholder: 'kedai-saya' },
          'The name in your store’s public address; blank makes one from the name.',
        )}
        {text('theme_color', 'Theme colour', { type: 'color', p: '1', maxW: '24' })}
        <Field.Root>
          <Field.Label>Open for shoppers</Field.Label>
          <Switch.Root checked={values.active} onCheckedChange={(details) => set('active', details.checked)}>
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>{values.active ? 'Open' : 'Closed'}</Switch.Label>
          </Switch.Root>
        </Field.Root>
      </SimpleGrid>
      <Box mt="4">
        <StoreLogoField
          imageId={values.logo_image_id}
          onChange={(id) => set('logo_image_id', id)}
          error={errors.logo_image_id}
        />
      </Box>
      <Field.Root invalid={Boolean(errors.description)} mt="4">
        <Field.Label>Description</Field.Label>
        <Textarea
          name="description"
          size={LAYOUT_DEFAULTS.formSize}
          rows={3}
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
        />
        <Field.ErrorText>{errors.description}</Field.ErrorText>
      </Field.Root>
      <HStack mt="6" justify="flex-end">
        <Button type="submit" loading={save.isPending}>
          {store ? 'Save store' : 'Create store'}
        </Button>
      </HStack>
    </form>
  )
}
