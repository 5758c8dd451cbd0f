// One form for a collection: create a bill collection or a payment form, or edit either.
import { useRef, useState, type FormEvent, type ReactNode } from 'react'
import { Button, Card, Field, HStack, Input, InputGroup, RadioGroup, Stack, Textarea } from '@chakra-ui/react'
import { Link, useNavigate } from '@tanstack/react-router'
import { useCreateCollection, useUpdateCollection } from '@/api/collections.ts'
import { LAYOUT_DEFAULTS, useFormLocale } from '@/app/layout-prefs.ts'
import { notify } from '@/app/toaster.tsx'
import type { Collection, CollectionKind } from '@/contract/collections.ts'
import {
  COLLECTION_FIELDS,
  collectionCreatePayload,
  collectionToForm,
  collectionUpdatePayload,
  EMPTY_COLLECTION,
  validateCollection,
  type AmountMode,
  type CollectionFormValues,
} from './collection-form-values.ts'
import { serverFieldErrors } from '@/app/form-errors.ts'

const AMOUNT_MODES: [AmountMode, string][] = [
  ['open', 'Payer enters the amount'],
  ['fixed', 'Fixed amount'],
]

type Name = Exclude<keyof CollectionFormValues, 'amount_mode'>

export function CollectionForm({ kind, collection }: { kind: CollectionKind; collection?: Collection }) {
  const navigate = useNavigate()
  const locale = useFormLocale()
  const create = useCreateCollection()
  const update = useUpdateCollection(collection?.id ?? '')
  const saving = create.isPending || update.isPending
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState(collection ? collectionToForm(collection) : EMPTY_COLLECTION)
  const [errors, setErrors] = useState<Record<string, string>>({})

  const showErrors = (found: Record<string, string>) => {
    setErrors(found)
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found = validateCollection(values, kind, locale)
    if (Object.keys(found).length > 0) return showErrors(found)
    setErrors({})
    const callbacks = {
      onSuccess: (saved: Collection) => {
        notify(collection ? 'Collection saved' : 'Collection created')
        void navigate({ to: '/collections/$mode/$id', params: { mode: 'view', id: saved.id } })
      },
      onError: (error: unknown) => showErrors(serverFieldErrors(error, COLLECTION_FIELDS)),
    }
    if (collection) update.mutate(collectionUpdatePayload(values, kind), callbacks)
    else create.mutate(collectionCreatePayload(values, kind), callbacks)
  }

  const set = (name: keyof CollectionFormValues, value: string) => {
    setValues((current) => ({ ...current, [name]: value }))
    if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest)
  }

  const field = (
    name: Name,
    label: string,
    control: ReactNode,
    options: { required?: boolean; helper?: string } = {},
  ) => (
    <Field.Root invalid={Boolean(errors[name])} required={options.required}>
      <Field.Label>
        {label}
        {options.required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {control}
      {options.helper ? <Field.HelperText>{options.helper}</Field.HelperText> : null}
      <Field.ErrorText>{errors[name]}</Field.ErrorText>
    </Field.Root>
  )
  const input = (name: Name, props: Parameters<typeof Input>[0] = {}) => (
    <Input
      name={name}
      size={LAYOUT_DEFAULTS.formSize}
      value={values[name]}
      onChange={(event) => set(name, event.target.value)}
      {...props}
    />
  )

  return (
    <Card.Root variant="outline" bg="bg" maxW="3xl">
      <Card.Body>
        <Stack asChild gap="4">
          <form
            ref={formRef}
            onSubmit={onSubmit}
            noValidate
            aria-label={collection ? 'Edit collection' : 'New collection'}
          >
            {field('title', 'Title', input('title'), { required: true })}
            {field(
              'description',
              'Description',
              <Textarea
                name="description"
                size={LAYOUT_DEFAULTS.formSize}
                rows={3}
                value={values.description}
                onChange={(event) => set('description', event.target.value)}
              />,
            )}
            {kind === 'payment_form' ? (
              <RadioGroup.Root
                size="sm"
                value={values.amount_mode}
                onValueChange={(details) => set('amount_mode', details.value ?? 'open')}
              >
                <RadioGroup.Label mb="2" display="block" fontSize="sm" fontWeight="medium">
                  Amount
                </RadioGroup.Label>
                <HStack gap="6" wrap="wrap">
                  {AMOUNT_MODES.map(([value, label]) => (
                    <RadioGroup.Item key={value} value={value}>
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>{label}</RadioGroup.ItemText>
                    </RadioGroup.Item>
                  ))}
                </HStack>
              </RadioGroup.Root>
            ) : null}
            {kind === 'payment_form' && values.amount_mode === 'fixed'
              ? field(
                  'fixed_amount',
                  'Fixed amount',
                  <InputGroup startAddon="RM">
                    {input('fixed_amount', {
                      inputMode: 'decimal',
                      placeholder: '12.50',
                      autoComplete: 'off',
                    })}
                  </InputGroup>,
                  { required: true, helper: 'Every payer pays this amount, for example 12.50' },
                )
              : null}
            {field(
              'callback_url',
              'Callback URL',
              input('callback_url', { type: 'url', placeholder: 'https://' }),
              {
                helper: 'Niaga posts a signed callback here when a payment succeeds.',
              },
            )}
            {field(
              'redirect_url',
              'Redirect URL',
              input('redirect_url', { type: 'url', placeholder: 'https://' }),
              {
                helper: 'Where payers go after paying; Niaga’s thank-you page when empty.',
              },
            )}
            <HStack gap="3" pt="2">
              <Button type="submit" loading={saving} loadingText="Saving">
                {collection
                  ? 'Save collection'
                  : kind === 'bill'
                    ? 'Create bill collection'
                    : 'Create payment form'}
              </Button>
              <Button asChild variant="outline">
                {collection ? (
                  <Link to="/collections/$mode/$id" params={{ mode: 'view', id: collection.id }}>
                    Cancel
                  </Link>
                ) : (
                  <Link to="/collections/list">Cancel</Link>
                )}
              </Button>
            </HStack>
          </form>
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}
