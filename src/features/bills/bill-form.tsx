// One form for a bill: create it in a collection (or pick the collection), create a direct payment (then
// open its payment link), or edit a pending bill.
import type { FormEvent } from 'react'
import { Input, SimpleGrid, Textarea } from '@chakra-ui/react'
import { useCreateBill, useUpdateBill } from '@/api/bills.ts'
import { AmountInput, FormActions, FormCard, PhoneInput } from '@/app/ui/form-controls.tsx'
import { DayInput } from '@/app/ui/day-input.tsx'
import { FormField } from '@/app/ui/form-field.tsx'
import { LAYOUT_DEFAULTS } from '@/app/ui/layout-prefs.ts'
import { notify } from '@/app/ui/toaster.tsx'
import { useForm } from '@/app/forms/use-form.ts'
import type { Bill, Collection } from '@/contract/collections.ts'
import {
  BILL_FIELDS,
  billCreatePayload,
  billToForm,
  billUpdatePayload,
  EMPTY_BILL,
  payerFromCustomer,
  validateBill,
  type BillFormValues,
} from './bill-form-values.ts'
import { openPaymentLink } from './bill-link.ts'
import { CollectionPicker } from './collection-picker.tsx'
import { CustomerPicker } from './customer-picker.tsx'
import { todayInMalaysia } from '@/lib/dates.ts'
import { t } from '@/i18n/i18n.ts'

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

export function BillForm({ collection, bill, purpose = 'bill', onDone, onCancel }: BillFormProps) {
  const create = useCreateBill(purpose === 'customer-bill' ? 'customer-bill' : 'collection')
  const update = useUpdateBill(bill?.id ?? '')
  const form = useForm<BillFormValues>(bill ? billToForm(bill) : EMPTY_BILL)
  const { values, errors } = form
  const needsCollection = !bill && !collection

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!form.validate((locale) => validateBill(values, locale, { needsCollection }))) return
    const callbacks = {
      onSuccess: (saved: Bill) => {
        notify(bill ? t('Bill saved') : t('Bill created'))
        // Without a new tab this one is leaving for the payment page: nothing more to show here.
        if (purpose === 'direct-payment' && !openPaymentLink(saved)) return
        onDone(saved)
      },
      onError: (error: unknown) => form.showServerErrors(error, BILL_FIELDS),
    }
    if (bill) update.mutate(billUpdatePayload(values), callbacks)
    else create.mutate(billCreatePayload(values, collection?.id ?? values.collection_id), callbacks)
  }
  const size = LAYOUT_DEFAULTS.formSize

  const submitLabel = bill
    ? t('Save bill')
    : purpose === 'direct-payment'
      ? t('Create and open payment')
      : t('Create bill')
  return (
    <FormCard label={bill ? t('Edit bill') : t('New bill')} onSubmit={onSubmit} formRef={form.formRef}>
      {needsCollection ? (
        <FormField label={t('Collection')} required error={errors.collection_id}>
          <CollectionPicker
            label={t('Collection')}
            emptyLabel={t('Choose a collection')}
            value={values.collection_id || undefined}
            onChange={(id) => form.change({ collection_id: id ?? '' })}
            activeOnly
            inField
          />
        </FormField>
      ) : null}
      {bill ? null : (
        <CustomerPicker
          value={values.customer_id}
          error={errors.customer_id}
          onPick={(customer) =>
            form.change(customer ? payerFromCustomer(values, customer) : { customer_id: '' })
          }
        />
      )}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label={t('Payer name')} required error={errors.payer_name}>
          <Input size={size} autoComplete="off" {...form.bind('payer_name')} />
        </FormField>
        <FormField label={t('Payer email')} error={errors.payer_email}>
          <Input size={size} type="email" autoComplete="off" {...form.bind('payer_email')} />
        </FormField>
        <FormField label={t('Payer phone')} error={errors.payer_phone}>
          <PhoneInput example="mobile" size={size} {...form.bind('payer_phone')} />
        </FormField>
        <FormField label={t('Amount')} required error={errors.amount}>
          <AmountInput size={size} placeholder="12.50" {...form.bind('amount')} />
        </FormField>
        <FormField
          label={t('Due date')}
          error={errors.due_date}
          helper={t('After this day the bill expires.')}
        >
          <DayInput size={size} min={todayInMalaysia()} {...form.bindDay('due_date')} />
        </FormField>
      </SimpleGrid>
      <FormField label={t('Description')} error={errors.description}>
        <Textarea size={size} rows={3} {...form.bind('description')} />
      </FormField>
      <FormActions
        label={submitLabel}
        saving={create.isPending || update.isPending}
        cancel={
          <button type="button" onClick={onCancel}>
            {t('Cancel')}
          </button>
        }
      />
    </FormCard>
  )
}
