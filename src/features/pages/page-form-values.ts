// The page form's values, the payload they become and its check with the contract's page schema.
import { schemaErrors, type FieldErrors } from '@/app/forms/form-errors.ts'
import { PageCreateSchema, type Page, type PageInput } from '@/contract/content.ts'
import type { PageKind } from '@/contract/public-pages.ts'
import type { Locale } from '@/contract/messages.ts'

export interface PageFormValues {
  title: string
  slug: string
  kind: PageKind
  body: string
  published: boolean
  show_in_footer: boolean
  show_on_payment_pages: boolean
}

export const PAGE_FIELDS = [
  'title',
  'slug',
  'kind',
  'body',
  'published',
  'show_in_footer',
  'show_on_payment_pages',
] as const

export const EMPTY_PAGE: PageFormValues = {
  title: '',
  slug: '',
  kind: 'custom',
  body: '',
  published: false,
  show_in_footer: true,
  show_on_payment_pages: false,
}

export function validatePage(values: PageFormValues, locale: Locale): FieldErrors {
  return schemaErrors(PageCreateSchema, pagePayload(values), locale)
}

export function pageToForm(page: Page): PageFormValues {
  return {
    title: page.title,
    slug: page.slug,
    kind: page.kind,
    body: page.body ?? '',
    published: page.published,
    show_in_footer: page.show_in_footer,
    show_on_payment_pages: page.show_on_payment_pages,
  }
}

/** Every field is sent; an empty slug asks the server to make one from the title. */
export function pagePayload(values: PageFormValues): PageInput {
  return {
    title: values.title.trim(),
    slug: values.slug.trim().toLowerCase(),
    kind: values.kind,
    body: values.body,
    published: values.published,
    show_in_footer: values.show_in_footer,
    show_on_payment_pages: values.show_on_payment_pages,
  }
}
