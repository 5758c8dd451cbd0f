// Changes price, stock or status of the selected products in one call: all of them or none.
import { Input, Stack, Text } from '@chakra-ui/react'
import { useBulkUpdateProducts } from '@/api/products.ts'
import { AmountInput, ChoiceSelect } from '@/app/ui/form-controls.tsx'
import { FormDialog } from '@/app/ui/form-dialog.tsx'
import { FormField } from '@/app/ui/form-field.tsx'
import { notify } from '@/app/ui/toaster.tsx'
import { useForm } from '@/app/forms/use-form.ts'
import { BulkProductChangeSchema, type BulkProductUpdate } from '@/contract/catalogue.ts'
import { formatMessage } from '@/contract/messages.ts'

interface ProductBulkDialogProps {
  productIds: string[]
  open: boolean
  onClose: () => void
  onDone: () => void
}

const EMPTY = { price: '', stock: '', status: '' }
const STATUSES = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
]
type Change = Omit<BulkProductUpdate['products'][number], 'id'>

/** Only what the merchant filled in changes; "none" stops tracking stock. */
const toChange = (values: typeof EMPTY): Change => ({
  ...(values.price.trim() && { price: values.price.trim() }),
  ...(values.stock.trim() && { stock: values.stock.trim() === 'none' ? null : Number(values.stock) }),
  ...(values.status && { is_active: values.status === 'active' }),
})

export function ProductBulkDialog({ productIds, open, onClose, onDone }: ProductBulkDialogProps) {
  const bulk = useBulkUpdateProducts()
  const form = useForm(EMPTY)
  const { errors } = form
  const count = productIds.length

  const close = () => {
    form.showErrors({})
    form.change(EMPTY)
    onClose()
  }
  const submit = () => {
    const change = toChange(form.values)
    if (Object.keys(change).length === 0)
      return void form.showErrors({ form: formatMessage('bulk_nothing', form.locale) })
    if (!form.check(BulkProductChangeSchema, change)) return
    bulk.mutate(
      { products: productIds.map((id) => ({ id, ...change })) },
      {
        onSuccess: (updated) => {
          notify(`${updated.length} product${updated.length === 1 ? '' : 's'} updated`)
          onDone()
          close()
        },
      },
    )
  }

  return (
    <FormDialog
      open={open}
      title={`Update ${count} product${count === 1 ? '' : 's'}`}
      saveLabel="Update products"
      saving={bulk.isPending}
      savingLabel="Updating"
      size="sm"
      onClose={close}
      onSubmit={submit}
      formRef={form.formRef}
    >
      <Stack gap="4">
        <Text textStyle="sm" color="fg.muted">
          Leave a field empty to keep each product’s own value. Either every product changes, or none.
        </Text>
        <FormField label="New price" error={errors.price}>
          <AmountInput placeholder="Keep" {...form.bind('price')} />
        </FormField>
        <FormField label="New stock" error={errors.stock} helper="“none” stops tracking stock.">
          <Input inputMode="numeric" placeholder="Keep" {...form.bind('stock')} />
        </FormField>
        <FormField label="Status">
          <ChoiceSelect empty="Keep" choices={STATUSES} {...form.bind('status')} />
        </FormField>
        {errors.form ? (
          <Text role="alert" color="fg.error" textStyle="sm">
            {errors.form}
          </Text>
        ) : null}
      </Stack>
    </FormDialog>
  )
}
