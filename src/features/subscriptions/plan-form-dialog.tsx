// Admins: a new plan, or changes to one: name, description, monthly and yearly price, the fee discount and
// the seven channel switches (the plan's flags decide which channels its merchants' payers see).
import { Fieldset, Input, SimpleGrid, Stack, Switch, Textarea } from '@chakra-ui/react'
import { useSavePlan } from '@/api/subscriptions.ts'
import { AmountInput } from '@/app/ui/form-controls.tsx'
import { FormDialog } from '@/app/ui/form-dialog.tsx'
import { FormField } from '@/app/ui/form-field.tsx'
import { notify } from '@/app/ui/toaster.tsx'
import { useFormDialog } from '@/app/forms/use-form-dialog.ts'
import { CHANNEL_FLAGS } from '@/contract/constants.ts'
import type { SubscriptionPlan } from '@/contract/subscriptions.ts'
import { channelLabel } from '@/lib/channels.ts'
import {
  emptyPlan,
  PLAN_CHANNELS,
  PLAN_FIELDS,
  planPayload,
  planToForm,
  validatePlan,
  type PlanFormValues,
} from './plan-form-values.ts'
import { t } from '@/i18n/i18n.ts'

/** `plan`: edit it; null: a new one. Mounted while open, so each opening starts from the plan as it is. */
export function PlanFormDialog({ plan, onClose }: { plan: SubscriptionPlan | null; onClose: () => void }) {
  const mutation = useSavePlan(plan?.id)
  const { form, save, dialog } = useFormDialog(
    (): PlanFormValues => (plan ? planToForm(plan) : emptyPlan()),
    mutation,
    { onClose, fields: PLAN_FIELDS },
  )
  const { values, errors } = form

  const onSubmit = () => {
    if (!form.validate((locale) => validatePlan(plan !== null, values, locale))) return
    save(planPayload(values), (saved) =>
      notify(
        plan ? t('Plan {name} saved', { name: saved.name }) : t('Plan {name} created', { name: saved.name }),
      ),
    )
  }

  const channelError = PLAN_CHANNELS.map((channel) => errors[CHANNEL_FLAGS[channel]]).find(Boolean)
  return (
    <FormDialog
      {...dialog}
      title={plan ? t('Edit {name}', { name: plan.name }) : t('New plan')}
      saveLabel={plan ? t('Save plan') : t('Create plan')}
      onSubmit={onSubmit}
    >
      <Stack gap="4">
        <FormField label={t('Name')} required error={errors.name}>
          <Input autoComplete="off" {...form.bind('name')} />
        </FormField>
        <FormField label={t('Description')} error={errors.description}>
          <Textarea rows={2} {...form.bind('description')} />
        </FormField>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label={t('Monthly price')} required error={errors.monthly_price}>
            <AmountInput {...form.bind('monthly_price')} />
          </FormField>
          <FormField label={t('Yearly price')} required error={errors.yearly_price}>
            <AmountInput {...form.bind('yearly_price')} />
          </FormField>
        </SimpleGrid>
        <FormField
          label={t('Fee discount (%)')}
          error={errors.fee_discount_percent}
          helper={t('Percent off Niaga’s payment fee for merchants on this plan')}
        >
          <Input inputMode="numeric" autoComplete="off" {...form.bind('fee_discount_percent')} />
        </FormField>
        <Fieldset.Root invalid={Boolean(channelError)}>
          <Fieldset.Legend fontSize="sm">{t('Payment channels')}</Fieldset.Legend>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" mt="2">
            {PLAN_CHANNELS.map((channel) => {
              const flag = CHANNEL_FLAGS[channel]
              return (
                <Switch.Root
                  key={flag}
                  checked={values.flags[flag]}
                  onCheckedChange={(details) =>
                    form.change({ flags: { ...values.flags, [flag]: details.checked } })
                  }
                >
                  <Switch.HiddenInput name={flag} />
                  <Switch.Control />
                  <Switch.Label>{channelLabel(channel)}</Switch.Label>
                </Switch.Root>
              )
            })}
          </SimpleGrid>
          {channelError ? <Fieldset.ErrorText>{channelError}</Fieldset.ErrorText> : null}
        </Fieldset.Root>
        {plan ? (
          <Switch.Root
            checked={values.offered}
            onCheckedChange={(details) => form.change({ offered: details.checked })}
          >
            <Switch.HiddenInput name="record_status_id" />
            <Switch.Control />
            <Switch.Label>{t('Offered to merchants')}</Switch.Label>
          </Switch.Root>
        ) : null}
      </Stack>
    </FormDialog>
  )
}
