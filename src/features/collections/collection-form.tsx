// One form for a collection: create a bill collection or a payment form, or edit either.
import type { FormEvent } from 'react'
import { HStack, Input, RadioGroup, Textarea } from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import { useCreateCollection, useUpdateCollection } from '@/api/collections.ts'
import { AmountInput, FormActions, FormCard } from '@/app/ui/form-controls.tsx'
import { FormField } from '@/app/ui/form-field.tsx'
import { LAYOUT_DEFAULTS } from '@/app/ui/layout-prefs.ts'
import { notify } from '@/app/ui/toaster.tsx'
import { useForm } from '@/app/forms/use-form.ts'
import { cancelLink } from '@/app/ui/cancel-link.tsx'
import type { Collection, CollectionKind } from '@/contract/collections.ts'
import {
  COLLECTION_FIELDS,
  collectionCreatePayload,
  collectionToForm,
  collectionUpdatePayload,
  EMPTY_COLLECTION,
  validateCollection,
  type AmountMode,
} from './collection-form-values.ts'
import { t } from '@/i18n/i18n.ts'

// Made while rendering, once the language is active.
const urlFields = () =>
  [
    ['callback_url', t('Callback URL'), t('Niaga posts a signed callback here when a payment succeeds.')],
    [
      'redirect_url',
      t('Redirect URL'),
      t('Where payers go after paying; Niaga’s thank-you page when empty.'),
    ],
  ] as const

const amountModes = (): [AmountMode, string][] => [
  ['open', t('Payer enters the amount')],
  ['fixed', t('Fixed amount')],
]

export function CollectionForm({ kind, collection }: { kind: CollectionKind; collection?: Collection }) {
  const navigate = useNavigate()
  const create = useCreateCollection()
  const update = useUpdateCollection(collection?.id ?? '')
  const saving = create.isPending || update.isPending
  const form = useForm(collection ? collectionToForm(collection) : EMPTY_COLLECTION)
  const { values, errors } = form

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!form.validate((locale) => validateCollection(values, kind, locale))) return
    const callbacks = {
      onSuccess: (saved: Collection) => {
        notify(collection ? t('Collection saved') : t('Collection created'))
        void navigate({ to: '/collections/$mode/$id', params: { mode: 'view', id: saved.id } })
      },
      onError: (error: unknown) => form.showServerErrors(error, COLLECTION_FIELDS),
    }
    if (collection) update.mutate(collectionUpdatePayload(values, kind), callbacks)
    else create.mutate(collectionCreatePayload(values, kind), callbacks)
  }
  const size = LAYOUT_DEFAULTS.formSize

  return (
    <FormCard
      label={collection ? t('Edit collection') : t('New collection')}
      onSubmit={onSubmit}
      formRef={form.formRef}
    >
      <FormField label={t('Title')} required error={errors.title}>
        <Input size={size} {...form.bind('title')} />
      </FormField>
      <FormField label={t('Description')} error={errors.description}>
        <Textarea size={size} rows={3} {...form.bind('description')} />
      </FormField>
      {kind === 'payment_form' ? (
        <RadioGroup.Root
          size="sm"
          value={values.amount_mode}
          onValueChange={(details) => form.change({ amount_mode: (details.value ?? 'open') as AmountMode })}
        >
          <RadioGroup.Label mb="2" display="block" fontSize="sm" fontWeight="medium">
            {t('Amount')}
          </RadioGroup.Label>
          <HStack gap="6" wrap="wrap">
            {amountModes().map(([value, label]) => (
              <RadioGroup.Item key={value} value={value}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{label}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </HStack>
        </RadioGroup.Root>
      ) : null}
      {kind === 'payment_form' && values.amount_mode === 'fixed' ? (
        <FormField
          label={t('Fixed amount')}
          required
          error={errors.fixed_amount}
          helper={t('Every payer pays this amount, for example 12.50')}
        >
          <AmountInput size={size} placeholder="12.50" {...form.bind('fixed_amount')} />
        </FormField>
      ) : null}
      {urlFields().map(([name, label, helper]) => (
        <FormField key={name} label={label} error={errors[name]} helper={helper}>
          <Input size={size} type="url" placeholder="https://" {...form.bind(name)} />
        </FormField>
      ))}
      <FormActions
        label={
          collection
            ? t('Save collection')
            : kind === 'bill'
              ? t('Create bill collection')
              : t('Create payment form')
        }
        saving={saving}
        cancel={cancelLink(collection, { page: '/collections/$mode/$id', list: '/collections/list' })}
      />
    </FormCard>
  )
}
