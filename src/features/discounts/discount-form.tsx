// One form to create (/discounts/new) and edit (/discounts/edit/{id}) a discount code: the code, percent or
// fixed amount, minimum spend and cap, validity days (Malaysian time), usage limits and the stores it works
// in.
import type { FormEvent } from 'react'
import { Checkbox, Fieldset, Input, InputGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useSaveDiscount } from '@/api/discounts.ts'
import { ALL_STORES, storeQueries } from '@/api/stores.ts'
import { AmountInput, CheckField, ChoiceSelect, FormActions, FormCard } from '@/app/ui/form-controls.tsx'
import { DayInput } from '@/app/ui/day-input.tsx'
import { FormField } from '@/app/ui/form-field.tsx'
import { LAYOUT_DEFAULTS } from '@/app/ui/layout-prefs.ts'
import { notify } from '@/app/ui/toaster.tsx'
import { useForm } from '@/app/forms/use-form.ts'
import { cancelLink } from '@/app/ui/cancel-link.tsx'
import type { Discount } from '@/contract/discounts.ts'
import {
  DISCOUNT_FIELDS,
  discountPayload,
  discountToForm,
  EMPTY_DISCOUNT,
  validateDiscount,
  type DiscountFormValues,
} from './discount-form-values.ts'
import { t } from '@/i18n/i18n.ts'

const typeChoices = () => [
  { value: 'percent', label: t('Percentage of the items') },
  { value: 'fixed', label: t('Fixed amount (RM)') },
]

export function DiscountForm({ discount }: { discount?: Discount }) {
  const navigate = useNavigate()
  const save = useSaveDiscount(discount?.id)
  const form = useForm<DiscountFormValues>(discount ? discountToForm(discount) : EMPTY_DISCOUNT)
  const stores = useQuery(storeQueries.list(ALL_STORES))
  const { errors, values } = form
  const size = LAYOUT_DEFAULTS.formSize

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!form.validate((locale) => validateDiscount(form.values, locale))) return
    save.mutate(discountPayload(form.values), {
      onSuccess: (saved) => {
        notify(discount ? t('Discount saved') : t('Discount created'))
        void navigate({ to: '/discounts/$mode/$id', params: { mode: 'view', id: saved.id } })
      },
      onError: (error) => form.showServerErrors(error, DISCOUNT_FIELDS),
    })
  }

  const toggleStore = (id: string, on: boolean) =>
    form.change({
      store_ids: on ? [...values.store_ids, id] : values.store_ids.filter((storeId) => storeId !== id),
    })

  return (
    <FormCard
      label={discount ? t('Edit discount') : t('New discount')}
      onSubmit={onSubmit}
      formRef={form.formRef}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField
          label={t('Code')}
          required
          error={errors.code}
          helper={t('3 to 32 letters, digits, - or _. Shoppers may type it in any case.')}
        >
          <Input
            size={size}
            autoComplete="off"
            textTransform="uppercase"
            spellCheck={false}
            {...form.bind('code')}
          />
        </FormField>
        <FormField label={t('Type')} required error={errors.type}>
          <ChoiceSelect size={size} choices={typeChoices()} {...form.bind('type')} />
        </FormField>
        <FormField
          label={values.type === 'percent' ? t('Percentage off') : t('Amount off')}
          required
          error={errors.value}
        >
          {values.type === 'percent' ? (
            <InputGroup endAddon="%">
              <Input size={size} inputMode="decimal" autoComplete="off" {...form.bind('value')} />
            </InputGroup>
          ) : (
            <AmountInput size={size} {...form.bind('value')} />
          )}
        </FormField>
        {values.type === 'percent' ? (
          <FormField
            label={t('Maximum discount (optional)')}
            error={errors.max_discount}
            helper={t('The most the percentage may take off one order.')}
          >
            <AmountInput size={size} {...form.bind('max_discount')} />
          </FormField>
        ) : (
          <div />
        )}
        <FormField
          label={t('Minimum spend (optional)')}
          error={errors.min_spend}
          helper={t('On the items, before delivery and the discount.')}
        >
          <AmountInput size={size} {...form.bind('min_spend')} />
        </FormField>
        <div />
        <FormField
          label={t('Valid from (optional)')}
          error={errors.valid_from}
          helper={t('Malaysian time, from the start of the day.')}
        >
          <DayInput size={size} {...form.bindDay('valid_from')} />
        </FormField>
        <FormField
          label={t('Valid until (optional)')}
          error={errors.valid_until}
          helper={t('Malaysian time, to the end of the day.')}
        >
          <DayInput size={size} {...form.bindDay('valid_until')} />
        </FormField>
        <FormField
          label={t('Usage limit (optional)')}
          error={errors.usage_limit}
          helper={t('Orders in all; empty for no limit.')}
        >
          <Input size={size} inputMode="numeric" autoComplete="off" {...form.bind('usage_limit')} />
        </FormField>
        <FormField
          label={t('Limit per shopper (optional)')}
          error={errors.usage_limit_per_shopper}
          helper={t('Shoppers are known by their email or phone.')}
        >
          <Input
            size={size}
            inputMode="numeric"
            autoComplete="off"
            {...form.bind('usage_limit_per_shopper')}
          />
        </FormField>
      </SimpleGrid>
      <Fieldset.Root invalid={Boolean(errors.store_ids)}>
        <Fieldset.Legend>{t('Stores')}</Fieldset.Legend>
        <Stack gap="2">
          <CheckField label={t('All my stores')} {...form.bindCheck('all_stores')} />
          {!values.all_stores ? (
            stores.isPending ? (
              <Text color="fg.muted">{t('Loading your stores…')}</Text>
            ) : (stores.data?.data.length ?? 0) === 0 ? (
              <Text color="fg.muted">{t('You have no stores yet.')}</Text>
            ) : (
              <Stack gap="1" ps="6">
                {stores.data?.data.map((store) => (
                  <Checkbox.Root
                    key={store.id}
                    checked={values.store_ids.includes(store.id)}
                    onCheckedChange={(details) => toggleStore(store.id, details.checked === true)}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{store.name}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </Stack>
            )
          ) : null}
        </Stack>
        <Fieldset.ErrorText>{errors.store_ids}</Fieldset.ErrorText>
      </Fieldset.Root>
      <CheckField label={t('Active: shoppers can use this code')} {...form.bindCheck('is_active')} />
      <FormActions
        label={discount ? t('Save discount') : t('Create discount')}
        saving={save.isPending}
        cancel={cancelLink(discount, { page: '/discounts/$mode/$id', list: '/discounts/datatable' })}
      />
    </FormCard>
  )
}
