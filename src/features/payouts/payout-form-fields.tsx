// The request-payout form's fields: a verified bank account, a payout service, the amount, and the fee
// preview (service fee, and the total that leaves the available balance).
import { Alert, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react'
import { AmountInput, ChoiceSelect } from '@/app/ui/form-controls.tsx'
import { money } from '@/app/ui/data-table-cells.tsx'
import { FormField } from '@/app/ui/form-field.tsx'
import type { FieldErrors } from '@/app/forms/form-errors.ts'
import type { useForm } from '@/app/forms/use-form.ts'
import type { BankAccount } from '@/contract/banks.ts'
import type { PayoutService } from '@/contract/payouts.ts'
import { payoutTotal, type PayoutFormValues } from './payout-values.ts'
import { t } from '@/i18n/i18n.ts'

type Bind = ReturnType<typeof useForm<PayoutFormValues>>['bind']

interface PayoutFormFieldsProps {
  values: PayoutFormValues
  errors: FieldErrors
  bind: Bind
  accounts: BankAccount[]
  services: PayoutService[]
  available: string | undefined
  fee: string | undefined
  /** Until the bank accounts are in, "none" is not known yet. */
  accountsState: 'loading' | 'failed' | 'ready'
  onAddBank: () => void
}

const accountLabel = (account: BankAccount) =>
  `${account.bank_name} ${account.account_number_masked} · ${account.holder_name}`

const minutes = (seconds: number) =>
  seconds < 3600
    ? t('{minutes} min', { minutes: Math.round(seconds / 60) })
    : t('{hours} h', { hours: Math.round(seconds / 3600) })

export function PayoutFormFields(props: PayoutFormFieldsProps) {
  const { values, errors, bind, accounts, services, available, fee } = props
  if (props.accountsState === 'loading') return <Skeleton height="48" />
  if (props.accountsState === 'failed')
    return <Text role="alert">{t('Your bank accounts could not be loaded.')}</Text>
  if (accounts.length === 0)
    return (
      <Alert.Root status="info" alignItems="flex-start">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('No verified bank account yet')}</Alert.Title>
          <Alert.Description>
            <Stack gap="2" align="start">
              <Text>{t('Payouts go only to a verified, active bank account of yours.')}</Text>
              <Button size="xs" variant="outline" onClick={props.onAddBank}>
                {t('Add a bank account')}
              </Button>
            </Stack>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    )
  const total = payoutTotal(values.amount, fee)
  return (
    <Stack gap="4">
      <FormField
        label={t('Bank account')}
        required
        error={errors.bank_account_id}
        helper={t('Verified, active accounts only')}
      >
        <ChoiceSelect
          empty={t('Choose a bank account')}
          choices={accounts.map((account) => ({ value: account.id, label: accountLabel(account) }))}
          {...bind('bank_account_id')}
          // The form's value, or the one it falls back to (the only account there is).
          value={values.bank_account_id}
        />
      </FormField>
      <FormField label={t('Payout service')} required error={errors.payout_service_id}>
        <ChoiceSelect
          choices={services.map((service) => ({
            value: String(service.payout_service_id),
            label: t('{service} · fee {fee} · about {time}', {
              service: service.name,
              fee: money(service.fee),
              time: minutes(service.processing_seconds),
            }),
          }))}
          {...bind('payout_service_id')}
          value={values.payout_service_id}
        />
      </FormField>
      <FormField
        label={t('Amount')}
        required
        error={errors.amount}
        helper={
          available === undefined ? undefined : t('Available balance {amount}', { amount: money(available) })
        }
      >
        <AmountInput placeholder="0.00" {...bind('amount')} />
      </FormField>
      <HStack
        as="dl"
        gap="6"
        wrap="wrap"
        fontSize="sm"
        aria-live="polite"
        data-testid="payout-fee-preview"
        borderWidth="1px"
        rounded="md"
        p="3"
      >
        <HStack gap="1">
          <Text as="dt" color="fg.muted">
            {t('Service fee')}
          </Text>
          <Text as="dd">{money(fee)}</Text>
        </HStack>
        <HStack gap="1">
          <Text as="dt" color="fg.muted">
            {t('Total from your balance')}
          </Text>
          <Text as="dd" fontWeight="semibold">
            {money(total)}
          </Text>
        </HStack>
      </HStack>
    </Stack>
  )
}
