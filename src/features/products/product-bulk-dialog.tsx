// Changes price, stock or status of the selected products in one call: all of them or none.
import { useState, type FormEvent } from 'react'
import { Button, Dialog, Field, Input, InputGroup, NativeSelect, Portal, Stack, Text } from '@chakra-ui/react'
import { useBulkUpdateProducts } from '@/api/products.ts'
import { notify } from '@/app/toaster.tsx'
import type { BulkProductUpdate } from '@/contract/catalogue.ts'

interface ProductBulkDialogProps {
  productIds: string[]
  open: boolean
  onClose: () => void
  onDone: () => void
}

const EMPTY = { price: '', stock: '', status: '' }

export function ProductBulkDialog({ productIds, open, onClose, onDone }: ProductBulkDialogProps) {
  const bulk = useBulkUpdateProducts()
  const [values, setValues] = useState(EMPTY)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const count = productIds.length

  const close = () => {
    setValues(EMPTY)
    setErrors({})
    onClose()
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const found: Record<string, string> = {}
    if (values.price && (!/^\d{1,7}(\.\d{1,2})?$/.test(values.price.trim()) || Number(values.price) < 0.01))
      found.price = 'Enter a price of at least RM 0.01 with at most 2 decimals'
    if (values.stock && !/^(\d{1,7}|none)$/.test(values.stock.trim()))
      found.stock = 'Enter a whole number, or “none” to stop tracking stock'
    if (!values.price && !values.stock && !values.status) found.form = 'Choose at least one change'
    setErrors(found)
    if (Object.keys(found).length > 0) return
    const change: Omit<BulkProductUpdate['products'][number], 'id'> = {
      ...(values.price && { price: values.price.trim() }),
      ...(values.stock && { stock: values.stock.trim() === 'none' ? null : Number(values.stock) }),
      ...(values.status && { is_active: values.status === 'active' }),
    }
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
    <Dialog.Root
      open={open}
      placement="center"
      size="sm"
      onOpenChange={(details) => !details.open && !bulk.isPending && close()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={onSubmit} noValidate aria-label="Update selected products">
              <Dialog.Header>
                <Dialog.Title>
                  Update {count} product{count === 1 ? '' : 's'}
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text textStyle="sm" color="fg.muted">
                    Leave a field empty to keep each product’s own value. Either every product changes, or
                    none.
                  </Text>
                  <Field.Root invalid={Boolean(errors.price)}>
                    <Field.Label>New price</Field.Label>
                    <InputGroup startAddon="RM">
                      <Input
                        inputMode="decimal"
                        placeholder="Keep"
                        value={values.price}
                        onChange={(event) => setValues({ ...values, price: event.target.value })}
                      />
                    </InputGroup>
                    <Field.ErrorText>{errors.price}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root invalid={Boolean(errors.stock)}>
                    <Field.Label>New stock</Field.Label>
                    <Input
                      inputMode="numeric"
                      placeholder="Keep"
                      value={values.stock}
                      onChange={(event) => setValues({ ...values, stock: event.target.value })}
                    />
                    <Field.HelperText>“none” stops tracking stock.</Field.HelperText>
                    <Field.ErrorText>{errors.stock}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>Status</Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field
                        value={values.status}
                        onChange={(event) => setValues({ ...values, status: event.target.value })}
                      >
                        <option value="">Keep</option>
                        <option value="active">Active</option>
                        <option value="inactive">Inactive</option>
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                  {errors.form ? (
                    <Text role="alert" color="fg.error" textStyle="sm">
                      {errors.form}
                    </Text>
                  ) : null}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" disabled={bulk.isPending} onClick={close}>
                  Cancel
                </Button>
                <Button type="submit" loading={bulk.isPending} loadingText="Updating">
                  Update products
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
