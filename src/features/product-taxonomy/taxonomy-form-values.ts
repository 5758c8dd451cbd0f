// Category and subcategory form values, payloads and their check with the contract's schemas.
import { schemaErrors, type FieldErrors } from '@/app/forms/form-errors.ts'
import {
  CategoryCreateSchema,
  SubcategoryCreateSchema,
  type Category,
  type CategoryInput,
  type Subcategory,
  type SubcategoryInput,
} from '@/contract/catalogue.ts'
import type { Locale } from '@/contract/messages.ts'

export interface TaxonomyFormValues {
  category_id: string
  title: string
  description: string
  is_active: boolean
}

export const TAXONOMY_FIELDS = ['category_id', 'title', 'description'] as const

export const EMPTY_TAXONOMY: TaxonomyFormValues = {
  category_id: '',
  title: '',
  description: '',
  is_active: true,
}

/** The contract's category or subcategory check, in the form's language. */
export function validateTaxonomy(
  values: TaxonomyFormValues,
  locale: Locale,
  needsCategory: boolean,
): FieldErrors {
  return needsCategory
    ? schemaErrors(SubcategoryCreateSchema, subcategoryPayload(values), locale)
    : schemaErrors(CategoryCreateSchema, categoryPayload(values), locale)
}

export const taxonomyToForm = (record: Category | Subcategory): TaxonomyFormValues => ({
  category_id: 'category_id' in record ? record.category_id : '',
  title: record.title,
  description: record.description ?? '',
  is_active: record.is_active,
})

export const categoryPayload = (values: TaxonomyFormValues): CategoryInput => ({
  title: values.title.trim(),
  description: values.description.trim() || null,
  is_active: values.is_active,
})

export const subcategoryPayload = (values: TaxonomyFormValues): SubcategoryInput => ({
  ...categoryPayload(values),
  category_id: values.category_id,
})
