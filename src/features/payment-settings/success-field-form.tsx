// One form to create (/settings/success-fields/new) and edit (/settings/success-fields/{id}) a success field:
// its label and key, type (text, number or choice) with that type's rules, required or not, page order,
// scope (all collections or one) and whether payers see it now.
import type { FormEvent } from 'react'
import { Input, SimpleGrid, Textarea } from '@chakra-ui/react'
import { Link, useNavigate } from '@tanstack/react-router'
import { useSaveSetting } from '@/api/payment-settings.ts'
import { useQuery } from '@tanstack/react-query'
import { collectionQueries } from '@/api/collections.ts'
import { CheckField, ChoiceSelect, choicesOf, FormActions, FormCard } from '@/app/ui/form-controls.tsx'
import { FormField } from '@/app/ui/form-field.tsx'
import { LAYOUT_DEFAULTS } from '@/app/ui/layout-prefs.ts'
import { notify } from '@/app/ui/toaster.tsx'
import { useForm } from '@/app/forms/use-form.ts'
import type { SuccessField } from '@/contract/payment-settings.ts'
import {
  EMPTY_SUCCESS_FIELD,
  SUCCESS_FIELD_FORM_FIELDS,
  successFieldPayload,
  successFieldToForm,
  validateSuccessField,
  type SuccessFieldValues,
} from './success-field-values.ts'
import { t } from '@/i18n/i18n.ts'

/** The 500 collections (the API's limit) by title: the scope choices. */
const COLLECTIONS = { skip: 0, limit: 500, sort: 'title', order: 'asc' } as const

const types = () => [
  { value: 'text', label: t('Text') },
  { value: 'number', label: t('Number') },
  { value: 'select', label: t('Choice from a list') },
]

export function SuccessFieldForm({ field }: { field?: SuccessField }) {
  const navigate = useNavigate()
  const save = useSaveSetting('fields')
  const form = useForm<SuccessFieldValues>(field ? successFieldToForm(field) : EMPTY_SUCCESS_FIELD)
  const { values, errors } = form
  const size = LAYOUT_DEFAULTS.formSize
  const collectionList = useQuery(collectionQueries.list(COLLECTIONS))
  const collections = choicesOf(collectionList.data?.data)
  // A field scoped to a collection not in the list (more than 500) keeps its choice.
  if (values.collection_id && !collections.some((c) => c.value === values.collection_id))
    collections.push({
      value: values.collection_id,
      label: field?.collection_title ?? t('Selected collection'),
    })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!form.validate((locale) => validateSuccessField(form.values, locale))) return
    save.mutate(
      { id: field?.id, input: successFieldPayload(form.values) },
      {
        onSuccess: () => {
          notify(field ? t('Success field saved') : t('Success field created'))
          void navigate({ to: '/settings/success-fields' })
        },
        onError: (error) => form.showServerErrors(error, SUCCESS_FIELD_FORM_FIELDS),
      },
    )
  }

  return (
    <FormCard
      label={field ? t('Edit success field') : t('New success field')}
      onSubmit={onSubmit}
      formRef={form.formRef}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField
          label={t('Label')}
          required
          error={errors.label}
          helper={t('What payers read, e.g. Student ID')}
        >
          <Input size={size} {...form.bind('label')} />
        </FormField>
        <FormField
          label={t('Key')}
          error={errors.key}
          helper={t('Names the answer in your callback; made from the label when empty')}
        >
          <Input size={size} autoComplete="off" placeholder="student_id" {...form.bind('key')} />
        </FormField>
        <FormField label={t('Type')} required error={errors.type}>
          <ChoiceSelect size={size} choices={types()} {...form.bind('type')} />
        </FormField>
        <FormField
          label={t('Order on the page')}
          error={errors.sort_order}
          helper={t('Smaller numbers come first')}
        >
          <Input size={size} inputMode="numeric" {...form.bind('sort_order')} />
        </FormField>
      </SimpleGrid>
      {values.type === 'select' ? (
        <FormField label={t('Options')} required error={errors.options} helper={t('One option per line')}>
          <Textarea size={size} rows={4} {...form.bind('options')} />
        </FormField>
      ) : null}
      {values.type === 'text' ? (
        <FormField
          label={t('Longest answer (characters)')}
          error={errors.max_length}
          helper={t('Empty: 255')}
        >
          <Input size={size} inputMode="numeric" {...form.bind('max_length')} />
        </FormField>
      ) : null}
      {values.type === 'number' ? (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label={t('Smallest number')} error={errors.min_value}>
            <Input size={size} inputMode="decimal" {...form.bind('min_value')} />
          </FormField>
          <FormField label={t('Largest number')} error={errors.max_value}>
            <Input size={size} inputMode="decimal" {...form.bind('max_value')} />
          </FormField>
        </SimpleGrid>
      ) : null}
      <FormField label={t('Shown on')} error={errors.collection_id}>
        <ChoiceSelect
          size={size}
          empty={t('All collections')}
          choices={collections}
          {...form.bind('collection_id')}
        />
      </FormField>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <CheckField label={t('Payers must fill it in')} {...form.bindCheck('required')} />
        <CheckField label={t('Active: shown on payment pages')} {...form.bindCheck('is_active')} />
      </SimpleGrid>
      <FormActions
        label={field ? t('Save field') : t('Create field')}
        saving={save.isPending}
        cancel={<Link to="/settings/success-fields">{t('Cancel')}</Link>}
      />
    </FormCard>
  )
}
