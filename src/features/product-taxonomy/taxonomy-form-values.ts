// Category and subcategory form values, rules and payloads.
import type { Category, CategoryInput, Subcategory, SubcategoryInput } from '@/contract/catalogue.ts'
import type { Locale } from '@/lib/validation/messages.ts'
import { validateForm, type FormSchema } from '@/lib/validation/validate.ts'

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

const RULES: FormSchema = { title: ['required', ['max', 120]], description: [['max', 1000]] }

export function validateTaxonomy(
  values: TaxonomyFormValues,
  locale: Locale,
  needsCategory: boolean,
): Record<string, string> {
  const errors = validateForm({ title: values.title, description: values.description }, RULES, locale)
  if (needsCategory && !values.category_id) errors.category_id = 'Choose a category'
  return errors
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
