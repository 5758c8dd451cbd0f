// /settings/share: which share buttons a payment link offers and the message they share, with a preview of
// the links (docs/company-and-settings.md). It edits the active record, or creates the first one.
import type { FormEvent } from 'react'
import { Button, Fieldset, Heading, HStack, Stack, Text, Textarea } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { currentOf, settingsQueries, useSaveSetting } from '@/api/payment-settings.ts'
import { useCurrentAccount } from '@/api/use-session.ts'
import { CheckField, FormCard } from '@/app/ui/form-controls.tsx'
import { schemaErrors } from '@/app/forms/form-errors.ts'
import { FormField } from '@/app/ui/form-field.tsx'
import { LAYOUT_DEFAULTS } from '@/app/ui/layout-prefs.ts'
import { notify } from '@/app/ui/toaster.tsx'
import { useForm } from '@/app/forms/use-form.ts'
import {
  DEFAULT_SHARE_TEMPLATE,
  SHARE_CHANNELS,
  ShareSettingCreateSchema,
  type ShareSetting,
  type ShareSettingInput,
} from '@/contract/payment-settings.ts'
import { SHARE_LABELS } from '@/lib/share-links.ts'
import { ShareLinkButtons } from '@/app/widgets/payment-link-share.tsx'
import { SettingsLoader } from './settings-loader.tsx'
import { formatMyr } from '@/lib/money.ts'
import { t } from '@/i18n/i18n.ts'

interface Values {
  channels: string[]
  message_template: string
}
const FIELDS = ['message_template', ...SHARE_CHANNELS] as const

const payload = (values: Values): ShareSettingInput => ({
  ...(Object.fromEntries(SHARE_CHANNELS.map((c) => [c, values.channels.includes(c)])) as Record<
    (typeof SHARE_CHANNELS)[number],
    boolean
  >),
  message_template: values.message_template,
  is_active: true,
})

export function SharePage() {
  const query = useQuery(settingsQueries.share())
  return (
    <SettingsLoader
      query={query}
      loadingLabel={t('Loading share settings')}
      failedTitle={t('We could not load your share settings')}
    >
      {(records) => {
        const current = currentOf(records)
        return <ShareForm key={current?.id ?? 'new'} current={current} />
      }}
    </SettingsLoader>
  )
}

function ShareForm({ current }: { current: ShareSetting | undefined }) {
  const save = useSaveSetting('share')
  const account = useCurrentAccount()
  const form = useForm<Values>(() => ({
    channels: current ? SHARE_CHANNELS.filter((c) => current[c]) : [...SHARE_CHANNELS],
    message_template: current?.message_template ?? DEFAULT_SHARE_TEMPLATE,
  }))
  const { values, errors } = form

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!form.validate((locale) => schemaErrors(ShareSettingCreateSchema, payload(form.values), locale)))
      return
    save.mutate(
      { id: current?.id, input: payload(form.values) },
      {
        onSuccess: () => notify(t('Share settings saved')),
        onError: (error) => form.showServerErrors(error, FIELDS),
      },
    )
  }
  const preview = {
    channels: SHARE_CHANNELS.filter((c) => values.channels.includes(c)),
    message_template: values.message_template,
  }

  return (
    <FormCard label={t('Share settings')} onSubmit={onSubmit} formRef={form.formRef}>
      <Fieldset.Root>
        <Fieldset.Legend>{t('Share buttons on payment links')}</Fieldset.Legend>
        <HStack gap="5" mt="2" wrap="wrap">
          {SHARE_CHANNELS.map((channel) => (
            <CheckField
              key={channel}
              name={`share_${channel}`}
              label={channel === 'email' ? t('Email') : SHARE_LABELS[channel]}
              checked={values.channels.includes(channel)}
              onChange={(on) =>
                form.change({
                  channels: SHARE_CHANNELS.filter((c) => (c === channel ? on : values.channels.includes(c))),
                })
              }
            />
          ))}
        </HStack>
      </Fieldset.Root>
      <FormField
        label={t('Message')}
        required
        error={errors.message_template}
        helper={t(
          'Placeholders: {merchant}, {title}, {amount} and {link} (required). WhatsApp, Telegram and email share this text; Facebook shares the link.',
          // The placeholders' names read as they are typed in the message.
          { merchant: '{merchant}', title: '{title}', amount: '{amount}', link: '{link}' },
        )}
      >
        <Textarea size={LAYOUT_DEFAULTS.formSize} rows={3} {...form.bind('message_template')} />
      </FormField>
      <Stack gap="2">
        <Heading as="h2" size="sm">
          {t('Preview')}
        </Heading>
        {preview.channels.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t('No share buttons: payment links show none.')}
          </Text>
        ) : (
          <ShareLinkButtons
            share={preview}
            vars={{
              merchant: account?.name ?? t('Your business'),
              title: t('School fees 2026'),
              amount: formatMyr('120.50'),
              link: `${window.location.origin}/pay/collections/example`,
            }}
          />
        )}
      </Stack>
      <HStack pt="2">
        <Button type="submit" loading={save.isPending} loadingText={t('Saving')}>
          {t('Save share settings')}
        </Button>
      </HStack>
    </FormCard>
  )
}
