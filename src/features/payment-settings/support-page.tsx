// /settings/support: the support details payers see on payment pages, receipts and the storefront
// (docs/company-and-settings.md). It edits the active record, or creates the first one; a preview shows the
// card as payers see it.
import type { FormEvent } from 'react'
import { Button, Heading, HStack, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { currentOf, settingsQueries, useSaveSetting } from '@/api/payment-settings.ts'
import { useCurrentAccount } from '@/api/use-session.ts'
import { FormCard, PhoneInput } from '@/app/ui/form-controls.tsx'
import { schemaErrors } from '@/app/forms/form-errors.ts'
import { FormField } from '@/app/ui/form-field.tsx'
import { LAYOUT_DEFAULTS } from '@/app/ui/layout-prefs.ts'
import { notify } from '@/app/ui/toaster.tsx'
import { useForm } from '@/app/forms/use-form.ts'
import {
  SUPPORT_CONTACT_REQUIRED,
  SupportDetailCreateSchema,
  type SupportDetail,
  type SupportDetailInput,
} from '@/contract/payment-settings.ts'
import { SupportCard } from '@/pay/support-card.tsx'
import { SettingsLoader } from './settings-loader.tsx'
import { t } from '@/i18n/i18n.ts'

const FIELDS = ['email', 'phone', 'whatsapp', 'hours', 'message'] as const
type Values = Record<(typeof FIELDS)[number], string>

const orNull = (text: string) => (text.trim() === '' ? null : text.trim())
const payload = (values: Values) =>
  ({
    email: orNull(values.email),
    phone: orNull(values.phone),
    whatsapp: orNull(values.whatsapp),
    hours: orNull(values.hours),
    message: orNull(values.message),
    is_active: true,
  }) satisfies SupportDetailInput

export function SupportPage() {
  const query = useQuery(settingsQueries.support())
  return (
    <SettingsLoader
      query={query}
      loadingLabel={t('Loading support details')}
      failedTitle={t('We could not load your support details')}
    >
      {(records) => {
        const current = currentOf(records)
        return <SupportForm key={current?.id ?? 'new'} current={current} />
      }}
    </SettingsLoader>
  )
}

function SupportForm({ current }: { current: SupportDetail | undefined }) {
  const save = useSaveSetting('support')
  const account = useCurrentAccount()
  const form = useForm<Values>(() => Object.fromEntries(FIELDS.map((f) => [f, current?.[f] ?? ''])) as Values)
  const { errors } = form
  const size = LAYOUT_DEFAULTS.formSize

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const check = (locale: Parameters<typeof schemaErrors>[2]) => {
      const found = schemaErrors(SupportDetailCreateSchema, payload(form.values), locale)
      const input = payload(form.values)
      if (!input.email && !input.phone && !input.whatsapp && !found.email)
        found.email = SUPPORT_CONTACT_REQUIRED
      return found
    }
    if (!form.validate(check)) return
    save.mutate(
      { id: current?.id, input: payload(form.values) },
      {
        onSuccess: () => notify(t('Support details saved')),
        onError: (error) => form.showServerErrors(error, FIELDS),
      },
    )
  }

  return (
    <Stack gap="5" direction={{ base: 'column', lg: 'row' }} align="start">
      <FormCard label={t('Support details')} onSubmit={onSubmit} formRef={form.formRef}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label={t('Support email')} error={errors.email}>
            <Input size={size} type="email" autoComplete="off" {...form.bind('email')} />
          </FormField>
          <FormField label={t('Support phone')} error={errors.phone}>
            <PhoneInput example="landline" size={size} {...form.bind('phone')} />
          </FormField>
          <FormField label={t('WhatsApp number')} error={errors.whatsapp}>
            <PhoneInput example="mobile" size={size} {...form.bind('whatsapp')} />
          </FormField>
          <FormField label={t('Hours')} error={errors.hours} helper={t('e.g. Mon–Fri, 9am–6pm')}>
            <Input size={size} {...form.bind('hours')} />
          </FormField>
        </SimpleGrid>
        <FormField label={t('Message to payers')} error={errors.message}>
          <Textarea size={size} rows={3} {...form.bind('message')} />
        </FormField>
        <HStack pt="2">
          <Button type="submit" loading={save.isPending} loadingText={t('Saving')}>
            {t('Save support details')}
          </Button>
        </HStack>
      </FormCard>
      <Stack gap="2" w={{ base: 'full', lg: 'sm' }} flexShrink="0">
        <Heading as="h2" size="sm">
          {t('What payers see')}
        </Heading>
        <SupportCard support={payload(form.values)} merchantName={account?.name ?? t('your business')} />
      </Stack>
    </Stack>
  )
}
