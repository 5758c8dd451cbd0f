// One form to create (/pages/new) and edit (/pages/edit/{id}) a page. A new page opens on its view page once
// created; an edit is saved in place (the merchant keeps writing), so its save shows SPEC §8's "Success"
// dialog.
import type { FormEvent } from 'react'
import { HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import { useSavePage } from '@/api/pages.ts'
import { CheckField, ChoiceSelect, FormActions, FormCard } from '@/app/ui/form-controls.tsx'
import { FormField } from '@/app/ui/form-field.tsx'
import { LAYOUT_DEFAULTS } from '@/app/ui/layout-prefs.ts'
import { RichTextEditor } from '@/app/widgets/rich-text-editor.tsx'
import { notify } from '@/app/ui/toaster.tsx'
import { useForm } from '@/app/forms/use-form.ts'
import { cancelLink } from '@/app/ui/cancel-link.tsx'
import { PAGE_PAGES } from './page-detail.tsx'
import { PAGE_KIND_LABELS, slugify, type Page } from '@/contract/content.ts'
import { PAGE_KINDS, type PageKind } from '@/contract/public-pages.ts'
import {
  EMPTY_PAGE,
  PAGE_FIELDS,
  pagePayload,
  pageToForm,
  validatePage,
  type PageFormValues,
} from './page-form-values.ts'
import { t } from '@/i18n/i18n.ts'

const KIND_CHOICES = PAGE_KINDS.map((kind) => ({ value: kind, label: PAGE_KIND_LABELS[kind] }))
const KIND_TITLES = new Set<string>(Object.values(PAGE_KIND_LABELS))

export function PageForm({ page }: { page?: Page }) {
  const navigate = useNavigate()
  const save = useSavePage(page?.id, { successDialog: Boolean(page) })
  const form = useForm<PageFormValues>(page ? pageToForm(page) : EMPTY_PAGE)
  const { values, errors, change } = form
  const size = LAYOUT_DEFAULTS.formSize

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!form.validate((locale) => validatePage(form.values, locale))) return
    save.mutate(pagePayload(form.values), {
      onSuccess: (saved) => {
        // The server may have made the slug (from the title) or numbered it: show what it stored.
        if (page) change({ slug: saved.slug })
        else {
          notify(t('Page created'))
          void navigate({ to: '/pages/$mode/$id', params: { mode: 'view', id: saved.id } })
        }
      },
      onError: (error) => form.showServerErrors(error, PAGE_FIELDS),
    })
  }

  // Choosing a kind names an untitled page after it ("Refund policy").
  const pickKind = (kind: PageKind) =>
    change({
      kind,
      ...(values.title.trim() === '' || KIND_TITLES.has(values.title)
        ? { title: kind === 'custom' ? '' : PAGE_KIND_LABELS[kind] }
        : {}),
    })
  const slugPreview = slugify(values.title)

  return (
    <FormCard
      label={page ? t('Edit page') : t('New page')}
      onSubmit={onSubmit}
      formRef={form.formRef}
      maxW="4xl"
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label={t('Kind')} error={errors.kind}>
          <ChoiceSelect
            size={size}
            choices={KIND_CHOICES}
            name="kind"
            value={values.kind}
            onChange={(event) => pickKind(event.target.value as PageKind)}
          />
        </FormField>
        <FormField label={t('Title')} required error={errors.title}>
          <Input size={size} maxLength={120} {...form.bind('title')} />
        </FormField>
      </SimpleGrid>
      <FormField
        label={t('Slug')}
        error={errors.slug}
        helper={
          values.slug.trim() === ''
            ? slugPreview
              ? t('Left empty, the address ends in “{slug}”', { slug: slugPreview })
              : t('Lower-case letters, digits and dashes')
            : t('Lower-case letters, digits and dashes: the last part of the page’s address')
        }
      >
        <Input
          size={size}
          maxLength={80}
          autoCapitalize="none"
          spellCheck={false}
          placeholder={slugPreview || 'refund-policy'}
          {...form.bind('slug')}
        />
      </FormField>
      <Stack as="fieldset" gap="1.5">
        <Text as="legend" textStyle="sm" fontWeight="medium" mb="1.5">
          {t('Text')}
        </Text>
        <RichTextEditor id="page-body" label={t('Page text')} {...form.bindValue('body')} />
        {errors.body ? (
          <Text color="fg.error" textStyle="xs">
            {errors.body}
          </Text>
        ) : null}
      </Stack>
      <Stack as="fieldset" gap="2">
        <Text as="legend" textStyle="sm" fontWeight="medium" mb="1.5">
          {t('Publishing')}
        </Text>
        <CheckField
          label={t('Published: shoppers and payers can open it')}
          {...form.bindCheck('published')}
        />
        <HStack gap="6" wrap="wrap" ps={{ base: '0', sm: '6' }}>
          <CheckField label={t('Link it in my storefronts’ footer')} {...form.bindCheck('show_in_footer')} />
          <CheckField label={t('Link it on my payment pages')} {...form.bindCheck('show_on_payment_pages')} />
        </HStack>
        {!values.published && (values.show_in_footer || values.show_on_payment_pages) ? (
          <Text textStyle="xs" color="fg.muted">
            {t('The links appear once the page is published.')}
          </Text>
        ) : null}
      </Stack>
      <FormActions
        label={page ? t('Save page') : t('Create page')}
        saving={save.isPending}
        cancel={cancelLink(page, PAGE_PAGES, t('Back to page'))}
      />
    </FormCard>
  )
}
