// One form for categories (/products-categories/new, /edit/{id}) and subcategories
// (/products-subcategories/new, /edit/{id}); a subcategory picks its category.
import type { FormEvent } from 'react'
import { Button, Card, Checkbox, HStack, Input, NativeSelect, Stack, Textarea } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { ALL_ROWS, taxonomyQueries, useSaveCategory, useSaveSubcategory } from '@/api/product-taxonomy.ts'
import { FormField } from '@/app/form-field.tsx'
import { LAYOUT_DEFAULTS } from '@/app/layout-prefs.ts'
import { notify } from '@/app/toaster.tsx'
import { useForm } from '@/app/use-form.ts'
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
  const noun = kind === 'category' ? 'category' : 'subcategory'
  const Noun = kind === 'category' ? 'Category' : 'Subcategory'
  const size = LAYOUT_DEFAULTS.formSize

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!form.validate((locale) => validateTaxonomy(values, locale, kind === 'subcategory'))) return
    const onError = (error: unknown) => form.showServerErrors(error, TAXONOMY_FIELDS)
    const done = (id: string) => {
      notify(record ? `${Noun} saved` : `${Noun} created`)
      if (kind === 'category')
        void navigate({ to: '/products-categories/$mode/$id', params: { mode: 'view', id } })
      else void navigate({ to: '/products-subcategories/$mode/$id', params: { mode: 'view', id } })
    }
    if (kind === 'category')
      saveCategory.mutate(categoryPayload(values), { onSuccess: (saved) => done(saved.id), onError })
    else saveSubcategory.mutate(subcategoryPayload(values), { onSuccess: (saved) => done(saved.id), onError })
  }

  const backLink = record ? (
    kind === 'category' ? (
      <Link to="/products-categories/$mode/$id" params={{ mode: 'view', id: record.id }}>
        Cancel
      </Link>
    ) : (
      <Link to="/products-subcategories/$mode/$id" params={{ mode: 'view', id: record.id }}>
        Cancel
      </Link>
    )
  ) : kind === 'category' ? (
    <Link to="/products-categories/list">Cancel</Link>
  ) : (
    <Link to="/products-subcategories/list">Cancel</Link>
  )

  return (
    <Card.Root variant="outline" bg="bg" maxW="2xl">
      <Card.Body>
        <form
          ref={form.formRef}
          onSubmit={onSubmit}
          noValidate
          aria-label={record ? `Edit ${noun}` : `New ${noun}`}
        >
          <Stack gap="4">
            {kind === 'subcategory' ? (
              <FormField
                label="Category"
                required
                error={errors.category_id}
                helper={record ? 'Moving a subcategory moves its products to the new category too.' : undefined}
              >
                <NativeSelect.Root size={size}>
                  <NativeSelect.Field {...form.bind('category_id')}>
                    <option value="">Choose a category</option>
                    {(categories.data?.data ?? []).map((category) => (
                      <option key={category.id} value={category.id}>
                        {category.title}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
            ) : null}
            <FormField label="Title" required error={errors.title}>
              <Input size={size} maxLength={120} {...form.bind('title')} />
            </FormField>
            <FormField label="Description" error={errors.description}>
              <Textarea size={size} rows={3} {...form.bind('description')} />
            </FormField>
            <Checkbox.Root
              checked={values.is_active}
              onCheckedChange={(details) => form.change({ is_active: details.checked === true })}
            >
              <Checkbox.HiddenInput name="is_active" />
              <Checkbox.Control />
              <Checkbox.Label>Active</Checkbox.Label>
            </Checkbox.Root>
            <HStack gap="3">
              <Button type="submit" loading={pending} loadingText="Saving">
                {record ? `Save ${noun}` : `Create ${noun}`}
              </Button>
              <Button asChild variant="outline">
                {backLink}
              </Button>
            </HStack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  )
}
