// Add or change a bank account for payouts. SPEC §8 "one bank update shows an alert with the response code
// on failure": a refused save shows the server's description and "Error code: {code}" in the form itself.
import { Alert, Input, Stack, Switch, Text } from '@chakra-ui/react'
import { useSaveBankAccount } from '@/api/banks.ts'
import { ApiError } from '@/api/client.ts'
import { ChoiceSelect } from '@/app/ui/form-controls.tsx'
import { FormDialog } from '@/app/ui/form-dialog.tsx'
import { FormField } from '@/app/ui/form-field.tsx'
import { notify } from '@/app/ui/toaster.tsx'
import { useFormDialog } from '@/app/forms/use-form-dialog.ts'
import { useCatalogChoices } from '@/api/catalogs.ts'
import { SANDBOX_BANK_ACCOUNTS, type BankAccount } from '@/contract/banks.ts'
import {
  BANK_ACCOUNT_FIELDS,
  bankAccountChanges,
  bankAccountToForm,
  changesVerification,
  EMPTY_BANK_ACCOUNT,
  newBankAccountPayload,
  validateBankAccount,
} from './bank-account-values.ts'
import { t } from '@/i18n/i18n.ts'

const sandboxHint = () =>
  t(
    'Sandbox: {verifies} always verifies, {nameMismatch} fails with name mismatch, {closed} is closed; any other number verifies when the holder name matches your company name.',
    {
      verifies: SANDBOX_BANK_ACCOUNTS.verifies,
      nameMismatch: SANDBOX_BANK_ACCOUNTS.nameMismatch,
      closed: SANDBOX_BANK_ACCOUNTS.closed,
    },
  )

/**
 * `account`: edit it; null: add one. Mounted while open, so each opening starts from the account as it is.
 */
export function BankAccountDialog({
  account,
  onClose,
}: {
  account: BankAccount | null
  onClose: () => void
}) {
  const mutation = useSaveBankAccount(account?.id)
  // The banks of GET catalogs: the list the server checks bank_code against.
  const bankChoices = useCatalogChoices('banks')
  const { form, save, dialog } = useFormDialog(
    account ? bankAccountToForm(account) : EMPTY_BANK_ACCOUNT,
    mutation,
    { onClose, fields: BANK_ACCOUNT_FIELDS },
  )
  const { values, errors } = form
  const changes = account ? bankAccountChanges(account, values) : null

  const onSubmit = () => {
    if (!form.validate((locale) => validateBankAccount(account, values, locale))) return
    if (changes && Object.keys(changes).length === 0) return onClose()
    save(changes ?? newBankAccountPayload(values), (saved) =>
      notify(
        account ? t('Bank account saved') : t('Bank account added'),
        'success',
        saved.verified ? undefined : t('Verify it before requesting a payout.'),
      ),
    )
  }

  const refusal = mutation.error instanceof ApiError ? mutation.error.envelope : null
  return (
    <FormDialog
      {...dialog}
      title={account ? t('Edit bank account') : t('Add bank account')}
      saveLabel={account ? t('Save bank account') : t('Add bank account')}
      onSubmit={onSubmit}
    >
      <Stack gap="4">
        {refusal ? (
          <Alert.Root status="error" role="alert" data-testid="bank-account-error">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{refusal.description}</Alert.Title>
              <Alert.Description>
                {t('Error code: {code}', { code: refusal.response_code })}
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
        <FormField label={t('Bank')} required error={errors.bank_code}>
          <ChoiceSelect empty={t('Choose a bank')} choices={bankChoices} {...form.bind('bank_code')} />
        </FormField>
        <FormField label={t('Account number')} required error={errors.account_number} helper={sandboxHint()}>
          <Input inputMode="numeric" autoComplete="off" {...form.bind('account_number')} />
        </FormField>
        <FormField
          label={t('Account holder name')}
          required
          error={errors.holder_name}
          helper={t('As the bank has it')}
        >
          <Input autoComplete="off" {...form.bind('holder_name')} />
        </FormField>
        {account ? (
          <Switch.Root
            checked={values.active}
            onCheckedChange={(details) => form.change({ active: details.checked })}
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>{t('Active (can receive payouts)')}</Switch.Label>
          </Switch.Root>
        ) : null}
        {account?.verified && changes && changesVerification(changes) ? (
          <Text fontSize="sm" color="fg.warning" role="status">
            {t(
              'Changing the bank, number or holder name takes the verification away: verify the account again before the next payout.',
            )}
          </Text>
        ) : null}
      </Stack>
    </FormDialog>
  )
}
