// /settings/payment: the account's payment settings (docs/company-and-settings.md): the order payers see the
// channels in, the amount limits per payment, the default bill expiry and the payer details a form requires.
// It edits the active record, or creates the first one.
import type { FormEvent } from 'react'
import { Button, Fieldset, HStack, IconButton, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { currentOf, settingsQueries, useSaveSetting } from '@/api/payment-settings.ts'
import { AmountInput, CheckField, FormCard } from '@/app/ui/form-controls.tsx'
import { FormField } from '@/app/ui/form-field.tsx'
import { LAYOUT_DEFAULTS } from '@/app/ui/layout-prefs.ts'
import { notify } from '@/app/ui/toaster.tsx'
import { useForm } from '@/app/forms/use-form.ts'
import { PAYER_FIELDS, type PaymentSetting } from '@/contract/payment-settings.ts'
import { channelLabel } from '@/lib/channels.ts'
import {
  PAYMENT_SETTING_FIELDS,
  paymentSettingPayload,
  paymentSettingToForm,
  validatePaymentSetting,
  type PaymentSettingValues,
} from './payment-settings-values.ts'
import { SettingsLoader } from './settings-loader.tsx'
import { t } from '@/i18n/i18n.ts'

const payerLabels = () => ({ name: t('Name'), email: t('Email'), phone: t('Phone') })

export function PaymentSettingsPage() {
  const query = useQuery(settingsQueries.payment())
  return (
    <SettingsLoader
      query={query}
      loadingLabel={t('Loading payment settings')}
      failedTitle={t('We could not load your payment settings')}
    >
      {(records) => {
        const current = currentOf(records)
        return <PaymentSettingsForm key={current?.id ?? 'new'} current={current} />
      }}
    </SettingsLoader>
  )
}

function PaymentSettingsForm({ current }: { current: PaymentSetting | undefined }) {
  const save = useSaveSetting('payment')
  const form = useForm<PaymentSettingValues>(() => paymentSettingToForm(current))
  const { values, errors } = form
  const size = LAYOUT_DEFAULTS.formSize

  const move = (index: number, by: -1 | 1) => {
    const order = [...values.channel_order]
    const [channel] = order.splice(index, 1)
    order.splice(index + by, 0, channel!)
    form.change({ channel_order: order })
  }
  const togglePayerField = (field: (typeof PAYER_FIELDS)[number], on: boolean) =>
    form.change({
      required_payer_fields: PAYER_FIELDS.filter((f) =>
        f === field ? on : values.required_payer_fields.includes(f),
      ),
    })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!form.validate((locale) => validatePaymentSetting(form.values, locale))) return
    save.mutate(
      { id: current?.id, input: paymentSettingPayload(form.values) },
      {
        onSuccess: () => notify(t('Payment settings saved')),
        onError: (error) => form.showServerErrors(error, PAYMENT_SETTING_FIELDS),
      },
    )
  }

  return (
    <FormCard label={t('Payment settings')} onSubmit={onSubmit} formRef={form.formRef}>
      <Fieldset.Root invalid={Boolean(errors.channel_order)}>
        <Fieldset.Legend>{t('Payment method order')}</Fieldset.Legend>
        <Fieldset.HelperText>
          {t('Payers see the methods your plan enables in this order; the first is chosen for them.')}
        </Fieldset.HelperText>
        <Stack as="ol" gap="1" mt="2" data-testid="channel-order">
          {values.channel_order.map((channel, index) => (
            <HStack
              as="li"
              key={channel}
              justify="space-between"
              borderWidth="1px"
              rounded="md"
              px="3"
              py="1.5"
              bg="bg"
            >
              <Text fontSize="sm">
                {index + 1}. {channelLabel(channel)}
              </Text>
              <HStack gap="1">
                <IconButton
                  size="xs"
                  variant="ghost"
                  aria-label={t('Move {channel} up', { channel: channelLabel(channel) })}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  ↑
                </IconButton>
                <IconButton
                  size="xs"
                  variant="ghost"
                  aria-label={t('Move {channel} down', { channel: channelLabel(channel) })}
                  disabled={index === values.channel_order.length - 1}
                  onClick={() => move(index, 1)}
                >
                  ↓
                </IconButton>
              </HStack>
            </HStack>
          ))}
        </Stack>
        <Fieldset.ErrorText>{errors.channel_order}</Fieldset.ErrorText>
      </Fieldset.Root>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField
          label={t('Minimum amount per payment')}
          error={errors.min_amount}
          helper={t('Leave empty for no minimum')}
        >
          <AmountInput size={size} placeholder="0.00" {...form.bind('min_amount')} />
        </FormField>
        <FormField
          label={t('Maximum amount per payment')}
          error={errors.max_amount}
          helper={t('Leave empty for no maximum')}
        >
          <AmountInput size={size} placeholder="0.00" {...form.bind('max_amount')} />
        </FormField>
        <FormField
          label={t('Bills expire after (days)')}
          error={errors.bill_expiry_days}
          helper={t('For new bills without a due date; empty: they do not expire')}
        >
          <Input size={size} inputMode="numeric" {...form.bind('bill_expiry_days')} />
        </FormField>
      </SimpleGrid>
      <Fieldset.Root invalid={Boolean(errors.required_payer_fields)}>
        <Fieldset.Legend>{t('Payer details a payment form requires')}</Fieldset.Legend>
        <HStack gap="5" mt="2" wrap="wrap">
          {PAYER_FIELDS.map((field) => (
            <CheckField
              key={field}
              name={`required_${field}`}
              label={payerLabels()[field]}
              checked={values.required_payer_fields.includes(field)}
              onChange={(on) => togglePayerField(field, on)}
            />
          ))}
        </HStack>
        <Fieldset.ErrorText>{errors.required_payer_fields}</Fieldset.ErrorText>
      </Fieldset.Root>
      <HStack pt="2">
        <Button type="submit" loading={save.isPending} loadingText={t('Saving')}>
          {t('Save payment settings')}
        </Button>
      </HStack>
    </FormCard>
  )
}
