// One form for categories (/products-categories/new, /edit/{id}) and subcategories
// (/products-subcategories/new, /edit/{id}); a subcategory picks its category.
import type { FormEvent } from 'react'
import { Input, Textarea } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { ALL_ROWS, taxonomyQueries, useSaveCategory, useSaveSubcategory } from '@/api/product-taxonomy.ts'
import { CheckField, ChoiceSelect, choicesOf, FormActions, FormCard } from '@/app/ui/form-controls.tsx'
import { FormField } from '@/app/ui/form-field.tsx'
import { LAYOUT_DEFAULTS } from '@/app/ui/layout-prefs.ts'
import { notify } from '@/app/ui/toaster.tsx'
import { useForm } from '@/app/forms/use-form.ts'
import { cancelLink } from '@/app/ui/cancel-link.tsx'
import { TAXONOMY_PAGES } from './taxonomy-detail.tsx'
import type { Category, Subcategory } from '@/contract/catalogue.ts'
import {
  categoryPayload,
  EMPTY_TAXONOMY,
  subcategoryPayload,
  TAXONOMY_FIELDS,
  taxonomyToForm,
  validateTaxonomy,
  type TaxonomyFormValues,
} from './taxonomy-form-values.ts'
import { t } from '@/i18n/i18n.ts'

type Props =
  | { kind: 'category'; record?: Category }
  | { kind: 'subcategory'; record?: Subcategory; categoryId?: string | undefined }

export function TaxonomyForm(props: Props) {
  const { kind, record } = props
  const navigate = useNavigate()
  const saveCategory = useSaveCategory(kind === 'category' ? record?.id : undefined)
  const saveSubcategory = useSaveSubcategory(kind === 'subcategory' ? record?.id : undefined)
  const pending = saveCategory.isPending || saveSubcategory.isPending
  const categories = useQuery({ ...taxonomyQueries.categories(ALL_ROWS), enabled: kind === 'subcategory' })
  const form = useForm<TaxonomyFormValues>(
    record
      ? taxonomyToForm(record)
      : { ...EMPTY_TAXONOMY, category_id: (kind === 'subcategory' && props.categoryId) || '' },
  )
  const { values, errors } = form
  const isCategory = kind === 'category'
  const size = LAYOUT_DEFAULTS.formSize

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!form.validate((locale) => validateTaxonomy(values, locale, kind === 'subcategory'))) return
    const onError = (error: unknown) => form.showServerErrors(error, TAXONOMY_FIELDS)
    const done = (id: string) => {
      notify(
        isCategory
          ? record
            ? t('Category saved')
            : t('Category created')
          : record
            ? t('Subcategory saved')
            : t('Subcategory created'),
      )
      if (kind === 'category')
        void navigate({ to: '/products-categories/$mode/$id', params: { mode: 'view', id } })
      else void navigate({ to: '/products-subcategories/$mode/$id', params: { mode: 'view', id } })
    }
    if (kind === 'category')
      saveCategory.mutate(categoryPayload(values), { onSuccess: (saved) => done(saved.id), onError })
    else saveSubcategory.mutate(subcategoryPayload(values), { onSuccess: (saved) => done(saved.id), onError })
  }

  return (
    <FormCard
      label={
        isCategory
          ? record
            ? t('Edit category')
            : t('New category')
          : record
            ? t('Edit subcategory')
            : t('New subcategory')
      }
      onSubmit={onSubmit}
      formRef={form.formRef}
      maxW="2xl"
    >
      {kind === 'subcategory' ? (
        <FormField
          label={t('Category')}
          required
          error={errors.category_id}
          helper={record ? t('Moving a subcategory moves its products to the new category too.') : undefined}
        >
          <ChoiceSelect
            size={size}
            empty={t('Choose a category')}
            choices={choicesOf(categories.data?.data)}
            {...form.bind('category_id')}
          />
        </FormField>
      ) : null}
      <FormField label={t('Title')} required error={errors.title}>
        <Input size={size} maxLength={120} {...form.bind('title')} />
      </FormField>
      <FormField label={t('Description')} error={errors.description}>
        <Textarea size={size} rows={3} {...form.bind('description')} />
      </FormField>
      <CheckField label={t('Active')} {...form.bindCheck('is_active')} />
      <FormActions
        label={
          isCategory
            ? record
              ? t('Save category')
              : t('Create category')
            : record
              ? t('Save subcategory')
              : t('Create subcategory')
        }
        saving={pending}
        cancel={cancelLink(record, TAXONOMY_PAGES[kind])}
      />
    </FormCard>
  )
}
