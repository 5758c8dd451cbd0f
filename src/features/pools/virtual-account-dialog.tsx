// "New virtual account": its name, the pool transfers to it credit, optionally the customer it is for, a
// description and the callback URL that hears of each transfer. The number is the server's (with its check
// digit), shown once the account is made.
import { t } from '@/i18n/i18n.ts'
import { Input, Stack, Textarea } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { customerQueries } from '@/api/customers.ts'
import { useCreateVirtualAccount } from '@/api/pools.ts'
import { ChoiceSelect } from '@/app/ui/form-controls.tsx'
import { FormDialog } from '@/app/ui/form-dialog.tsx'
import { FormField } from '@/app/ui/form-field.tsx'
import { notify } from '@/app/ui/toaster.tsx'
import { useFormDialog } from '@/app/forms/use-form-dialog.ts'
import { POOL_TYPES, type VirtualAccount } from '@/contract/pools.ts'
import { poolHelp, poolName } from './pool-words.ts'
import {
  EMPTY_VIRTUAL_ACCOUNT,
  VIRTUAL_ACCOUNT_FIELDS,
  validateVirtualAccount,
  virtualAccountPayload,
  type VirtualAccountFormValues,
} from './virtual-account-values.ts'

const poolChoices = () => POOL_TYPES.map((type) => ({ value: type, label: poolName(type) }))
/** The picker lists the merchant's customers by name; enough for a sandbox account's list. */
const CUSTOMERS = { skip: 0, limit: 100, sort: 'name', order: 'asc' } as const

interface VirtualAccountDialogProps {
  open: boolean
  onClose: () => void
  onCreated: (account: VirtualAccount) => void
}

export function VirtualAccountDialog(props: VirtualAccountDialogProps) {
  // A fresh form each time the dialog opens.
  return props.open ? <NewVirtualAccount {...props} /> : null
}

function NewVirtualAccount({ onClose, onCreated }: VirtualAccountDialogProps) {
  const create = useCreateVirtualAccount()
  const customers = useQuery(customerQueries.list(CUSTOMERS))
  const { form, save, dialog } = useFormDialog(EMPTY_VIRTUAL_ACCOUNT, create, {
    onClose,
    fields: VIRTUAL_ACCOUNT_FIELDS,
    savingLabel: t('Creating'),
  })
  const { values, errors } = form
  const customerChoices = (customers.data?.data ?? []).map((customer) => ({
    value: customer.id,
    label: customer.email ? `${customer.name} (${customer.email})` : customer.name,
  }))

  const onSubmit = () => {
    if (!form.validate((locale) => validateVirtualAccount(values, locale))) return
    save(virtualAccountPayload(values), (account) => {
      notify(
        t('Virtual account created'),
        'success',
        t('Account number {number}', { number: account.account_no }),
      )
      onCreated(account)
    })
  }

  return (
    <FormDialog
      {...dialog}
      title={t('New virtual account')}
      saveLabel={t('Create virtual account')}
      onSubmit={onSubmit}
    >
      <Stack gap="4">
        <FormField
          label={t('Name')}
          required
          error={errors.name}
          helper={t('What or whom the account is for')}
        >
          <Input autoComplete="off" {...form.bind('name')} />
        </FormField>
        <FormField label={t('Pool')} required error={errors.pool_type} helper={poolHelp(values.pool_type)}>
          <ChoiceSelect
            choices={poolChoices()}
            name="pool_type"
            value={values.pool_type}
            onChange={(event) =>
              form.change({ pool_type: event.target.value as VirtualAccountFormValues['pool_type'] })
            }
          />
        </FormField>
        <FormField
          label={t('Customer')}
          error={errors.customer_id}
          helper={
            customers.isError
              ? t('Your customers could not be loaded.')
              : t('Optional: the customer who pays into it')
          }
        >
          <ChoiceSelect
            empty={customers.isPending ? t('Loading customers…') : t('No customer')}
            choices={customerChoices}
            {...form.bind('customer_id')}
          />
        </FormField>
        <FormField label={t('Description')} error={errors.description}>
          <Textarea rows={2} {...form.bind('description')} />
        </FormField>
        <FormField
          label={t('Callback URL')}
          error={errors.callback_url}
          helper={t('Optional: told of every transfer (a signed pool.credited event)')}
        >
          <Input
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://"
            {...form.bind('callback_url')}
          />
        </FormField>
      </Stack>
    </FormDialog>
  )
}
