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
import { t } from '@/i18n/i18n.ts'

interface ProductBulkDialogProps {
  productIds: string[]
  open: boolean
  onClose: () => void
  onDone: () => void
}

const EMPTY = { price: '', stock: '', status: '' }
const statuses = () => [
  { value: 'active', label: t('Active') },
  { value: 'inactive', label: t('Inactive') },
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
          notify(
            t('{count, plural, one {# product updated} other {# products updated}}', {
              count: updated.length,
            }),
          )
          onDone()
          close()
        },
      },
    )
  }

  return (
    <FormDialog
      open={open}
      title={t('Update {count, plural, one {# product} other {# products}}', { count })}
      saveLabel={t('Update products')}
      saving={bulk.isPending}
      savingLabel={t('Updating')}
      size="sm"
      onClose={close}
      onSubmit={submit}
      formRef={form.formRef}
    >
      <Stack gap="4">
        <Text textStyle="sm" color="fg.muted">
          {t('Leave a field empty to keep each product’s own value. Either every product changes, or none.')}
        </Text>
        <FormField label={t('New price')} error={errors.price}>
          <AmountInput placeholder={t('Keep')} {...form.bind('price')} />
        </FormField>
        <FormField label={t('New stock')} error={errors.stock} helper={t('“none” stops tracking stock.')}>
          <Input inputMode="numeric" placeholder={t('Keep')} {...form.bind('stock')} />
        </FormField>
        <FormField label={t('Status')}>
          <ChoiceSelect empty={t('Keep')} choices={statuses()} {...form.bind('status')} />
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
