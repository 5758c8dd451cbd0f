// "New virtual account": its name, the pool transfers to it credit, optionally the customer it is for, a
// description and the callback URL that hears of each transfer. The number is the server's (with its check
// digit), shown once the account is made.
import { Input, Stack, Textarea } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { customerQueries } from '@/api/customers.ts'
import { useCreateVirtualAccount } from '@/api/pools.ts'
import { ChoiceSelect } from '@/app/ui/form-controls.tsx'
import { FormDialog } from '@/app/ui/form-dialog.tsx'
import { FormField } from '@/app/ui/form-field.tsx'
import { notify } from '@/app/ui/toaster.tsx'
import { useFormDialog } from '@/app/forms/use-form-dialog.ts'
import { POOL_TYPE_HELP, POOL_TYPE_LABELS, POOL_TYPES, type VirtualAccount } from '@/contract/pools.ts'
import {
  EMPTY_VIRTUAL_ACCOUNT,
  VIRTUAL_ACCOUNT_FIELDS,
  validateVirtualAccount,
  virtualAccountPayload,
  type VirtualAccountFormValues,
} from './virtual-account-values.ts'

const POOL_CHOICES = POOL_TYPES.map((type) => ({ value: type, label: POOL_TYPE_LABELS[type] }))
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
    savingLabel: 'Creating',
  })
  const { values, errors } = form
  const customerChoices = (customers.data?.data ?? []).map((customer) => ({
    value: customer.id,
    label: customer.email ? `${customer.name} (${customer.email})` : customer.name,
  }))

  const onSubmit = () => {
    if (!form.validate((locale) => validateVirtualAccount(values, locale))) return
    save(virtualAccountPayload(values), (account) => {
      notify('Virtual account created', 'success', `Account number ${account.account_no}`)
      onCreated(account)
    })
  }

  return (
    <FormDialog
      {...dialog}
      title="New virtual account"
      saveLabel="Create virtual account"
      onSubmit={onSubmit}
    >
      <Stack gap="4">
        <FormField label="Name" required error={errors.name} helper="What or whom the account is for">
          <Input autoComplete="off" {...form.bind('name')} />
        </FormField>
        <FormField label="Pool" required error={errors.pool_type} helper={POOL_TYPE_HELP[values.pool_type]}>
          <ChoiceSelect
            choices={POOL_CHOICES}
            name="pool_type"
            value={values.pool_type}
            onChange={(event) =>
              form.change({ pool_type: event.target.value as VirtualAccountFormValues['pool_type'] })
            }
          />
        </FormField>
        <FormField
          label="Customer"
          error={errors.customer_id}
          helper={
            customers.isError
              ? 'Your customers could not be loaded.'
              : 'Optional: the customer who pays into it'
          }
        >
          <ChoiceSelect
            empty={customers.isPending ? 'Loading customers…' : 'No customer'}
            choices={customerChoices}
            {...form.bind('customer_id')}
          />
        </FormField>
        <FormField label="Description" error={errors.description}>
          <Textarea rows={2} {...form.bind('description')} />
        </FormField>
        <FormField
          label="Callback URL"
          error={errors.callback_url}
          helper="Optional: told of every transfer (a signed pool.credited event)"
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
