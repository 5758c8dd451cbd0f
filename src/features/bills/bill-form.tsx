// One form for a bill: create it in a collection (or pick the collection), create a direct payment (then
// open its payment link), or edit a pending bill.
import { useRef, useState, type FormEvent, type ReactNode } from 'react'
import { Button, Card, Field, HStack, Input, InputGroup, SimpleGrid, Stack, Textarea } from '@chakra-ui/react'
import { useCreateBill, useUpdateBill } from '@/api/bills.ts'
import { LAYOUT_DEFAULTS, useFormLocale } from '@/app/layout-prefs.ts'
import { notify } from '@/app/toaster.tsx'
import type { Bill, Collection } from '@/contract/collections.ts'
import {
  BILL_FIELDS,
  billCreatePayload,
  billToForm,
  billUpdatePayload,
  EMPTY_BILL,
  payerFromCustomer,
  todayInMalaysia,
  validateBill,
  type BillFormValues,
} from './bill-form-values.ts'
import { openPaymentLink } from './bill-link.ts'
import { CollectionPicker } from './collection-picker.tsx'
import { CustomerPicker } from './customer-picker.tsx'
import { serverFieldErrors } from '@/app/form-errors.ts'

export type BillFormPurpose = 'bill' | 'direct-payment' | 'customer-bill'

interface BillFormProps {
  /** The collection the bill goes to; without one (customer-bills/new) the form asks for it. */
  collection?: Collection
  /** Editing this bill (customer-bills/edit/{id}). */
  bill?: Bill
  purpose?: BillFormPurpose
  onDone: (bill: Bill) => void
  onCancel: () => void
}

type Name = keyof BillFormValues

export function BillForm({ collection, bill, purpose = 'bill', onDone, onCancel }: BillFormProps) {
  const locale = useFormLocale()
  const create = useCreateBill(purpose === 'customer-bill' ? 'customer-bill' : 'collection')
  const update = useUpdateBill(bill?.id ?? '')
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<BillFormValues>(bill ? billToForm(bill) : EMPTY_BILL)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const needsCollection = !bill && !collection

  const showErrors = (found: Record<string, string>) => {
    setErrors(found)
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found = validateBill(values, locale, { needsCollection })
    if (Object.keys(found).length > 0) return showErrors(found)
    setErrors({})
    const callbacks = {
      onSuccess: (saved: Bill) => {
        notify(bill ? 'Bill saved' : 'Bill created')
        // Without a new tab this one is leaving for the payment page: nothing more to show here.
        if (purpose === 'direct-payment' && !openPaymentLink(saved)) return
        onDone(saved)
      },
      onError: (error: unknown) => showErrors(serverFieldErrors(error, BILL_FIELDS)),
    }
    if (bill) update.mutate(billUpdatePayload(values), callbacks)
    else create.mutate(billCreatePayload(values, collection?.id ?? values.collection_id), callbacks)
  }

  const set = (name: Name, value: string) => {
    setValues((current) => ({ ...current, [name]: value }))
    if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest)
  }

  const field = (
    name: Name,
    label: string,
    control: ReactNode,
    options: { required?: boolean; helper?: string } = {},
  ) => (
    <Field.Root invalid={Boolean(errors[name])} required={options.required}>
      <Field.Label>
        {label}
        {options.required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {control}
      {options.helper ? <Field.HelperText>{options.helper}</Field.HelperText> : null}
      <Field.ErrorText>{errors[name]}</Field.ErrorText>
    </Field.Root>
  )
  const input = (name: Name, props: Parameters<typeof Input>[0] = {}) => (
    <Input
      name={name}
      size={LAYOUT_DEFAULTS.formSize}
      value={values[name]}
      onChange={(event) => set(name, event.target.value)}
      {...props}
    />
  )

  const submitLabel = bill
    ? 'Save bill'
    : purpose === 'direct-payment'
      ? 'Create and open payment'
      : 'Create bill'
  return (
    <Card.Root variant="outline" bg="bg" maxW="3xl">
      <Card.Body>
        <Stack asChild gap="4">
          <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={bill ? 'Edit bill' : 'New bill'}>
            {needsCollection
              ? field(
                  'collection_id',
                  'Collection',
                  <CollectionPicker
                    label="Collection"
                    emptyLabel="Choose a collection"
                    value={values.collection_id || undefined}
                    onChange={(id) => set('collection_id', id ?? '')}
                    activeOnly
                    inField
                  />,
                  { required: true },
                )
              : null}
            {bill ? null : (
              <CustomerPicker
                value={values.customer_id}
                error={errors.customer_id}
                onPick={(customer) =>
                  setValues((current) =>
                    customer ? payerFromCustomer(current, customer) : { ...current, customer_id: '' },
                  )
                }
              />
            )}
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {field('payer_name', 'Payer name', input('payer_name', { autoComplete: 'off' }), {
                required: true,
              })}
              {field(
                'payer_email',
                'Payer email',
                input('payer_email', { type: 'email', autoComplete: 'off' }),
              )}
              {field(
                'payer_phone',
                'Payer phone',
                input('payer_phone', { type: 'tel', placeholder: '+60 12-345 6789' }),
              )}
              {field(
                'amount',
                'Amount',
                <InputGroup startAddon="RM">
                  {input('amount', { inputMode: 'decimal', placeholder: '12.50', autoComplete: 'off' })}
                </InputGroup>,
                { required: true },
              )}
              {field('due_date', 'Due date', input('due_date', { type: 'date', min: todayInMalaysia() }), {
                helper: 'After this day the bill expires.',
              })}
            </SimpleGrid>
            {field(
              'description',
              'Description',
              <Textarea
                name="description"
                size={LAYOUT_DEFAULTS.formSize}
                rows={3}
                value={values.description}
                onChange={(event) => set('description', event.target.value)}
              />,
            )}
            <HStack gap="3" pt="2">
              <Button type="submit" loading={create.isPending || update.isPending} loadingText="Saving">
                {submitLabel}
              </Button>
              <Button variant="outline" onClick={onCancel}>
                Cancel
              </Button>
            </HStack>
          </form>
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}
