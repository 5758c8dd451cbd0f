// One form for categories (/products-categories/new, /edit/{id}) and subcategories
// (/products-subcategories/new, /edit/{id}); a subcategory picks its category.
import { useRef, useState, type FormEvent } from 'react'
import { Button, Card, Checkbox, Field, HStack, Input, NativeSelect, Stack, Textarea } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { ALL_ROWS, taxonomyQueries, useSaveCategory, useSaveSubcategory } from '@/api/product-taxonomy.ts'
import { serverFieldErrors } from '@/app/form-errors.ts'
import { LAYOUT_DEFAULTS, useFormLocale } from '@/app/layout-prefs.ts'
import { notify } from '@/app/toaster.tsx'
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
  const locale = useFormLocale()
  const saveCategory = useSaveCategory(kind === 'category' ? record?.id : undefined)
  const saveSubcategory = useSaveSubcategory(kind === 'subcategory' ? record?.id : undefined)
  const pending = saveCategory.isPending || saveSubcategory.isPending
  const categories = useQuery({ ...taxonomyQueries.categories(ALL_ROWS), enabled: kind === 'subcategory' })
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<TaxonomyFormValues>(
    record
      ? taxonomyToForm(record)
      : { ...EMPTY_TAXONOMY, category_id: (kind === 'subcategory' && props.categoryId) || '' },
  )
  const [errors, setErrors] = useState<Record<string, string>>({})
  const noun = kind === 'category' ? 'category' : 'subcategory'
  const Noun = kind === 'category' ? 'Category' : 'Subcategory'

  const showErrors = (found: Record<string, string>) => {
    setErrors(found)
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
  }
  const change = (patch: Partial<TaxonomyFormValues>) => {
    setValues((current) => ({ ...current, ...patch }))
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([name]) => !(name in patch))))
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found = validateTaxonomy(values, locale, kind === 'subcategory')
    if (Object.keys(found).length > 0) return showErrors(found)
    const onError = (error: unknown) => showErrors(serverFieldErrors(error, TAXONOMY_FIELDS))
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
          ref={formRef}
          onSubmit={onSubmit}
          noValidate
          aria-label={record ? `Edit ${noun}` : `New ${noun}`}
        >
          <Stack gap="4">
            {kind === 'subcategory' ? (
              <Field.Root invalid={Boolean(errors.category_id)} required>
                <Field.Label>
                  Category
                  <Field.RequiredIndicator />
                </Field.Label>
                <NativeSelect.Root size={LAYOUT_DEFAULTS.formSize}>
                  <NativeSelect.Field
                    name="category_id"
                    value={values.category_id}
                    onChange={(event) => change({ category_id: event.target.value })}
                  >
                    <option value="">Choose a category</option>
                    {(categories.data?.data ?? []).map((category) => (
                      <option key={category.id} value={category.id}>
                        {category.title}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                {record ? (
                  <Field.HelperText>
                    Moving a subcategory moves its products to the new category too.
                  </Field.HelperText>
                ) : null}
                <Field.ErrorText>{errors.category_id}</Field.ErrorText>
              </Field.Root>
            ) : null}
            <Field.Root invalid={Boolean(errors.title)} required>
              <Field.Label>
                Title
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                name="title"
                size={LAYOUT_DEFAULTS.formSize}
                maxLength={120}
                value={values.title}
                onChange={(event) => change({ title: event.target.value })}
              />
              <Field.ErrorText>{errors.title}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(errors.description)}>
              <Field.Label>Description</Field.Label>
              <Textarea
                name="description"
                size={LAYOUT_DEFAULTS.formSize}
                rows={3}
                value={values.description}
                onChange={(event) => change({ description: event.target.value })}
              />
              <Field.ErrorText>{errors.description}</Field.ErrorText>
            </Field.Root>
            <Checkbox.Root
              checked={values.is_active}
              onCheckedChange={(details) => change({ is_active: details.checked === true })}
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
