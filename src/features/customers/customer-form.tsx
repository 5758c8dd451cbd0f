// One form to create (/customers/new) and edit (/customers/edit/{id}) a customer.
import type { FormEvent } from 'react'
import { Input, SimpleGrid, Textarea } from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import { useStateChoices } from '@/api/catalogs.ts'
import { useSaveCustomer } from '@/api/customers.ts'
import { ChoiceSelect, FormActions, FormCard, PhoneInput } from '@/app/ui/form-controls.tsx'
import { FormField } from '@/app/ui/form-field.tsx'
import { LAYOUT_DEFAULTS } from '@/app/ui/layout-prefs.ts'
import { notify } from '@/app/ui/toaster.tsx'
import { useForm } from '@/app/forms/use-form.ts'
import { cancelLink } from '@/app/ui/cancel-link.tsx'
import { CUSTOMER_PAGES } from './customer-detail.tsx'
import type { Customer } from '@/contract/customers.ts'
import {
  CUSTOMER_FIELDS,
  customerPayload,
  customerToForm,
  EMPTY_CUSTOMER,
  validateCustomer,
  type CustomerFormValues,
} from './customer-form-values.ts'
import { t } from '@/i18n/i18n.ts'

export function CustomerForm({ customer }: { customer?: Customer }) {
  const navigate = useNavigate()
  const save = useSaveCustomer(customer?.id)
  // The states of GET catalogs, by name as customers store them.
  const stateChoices = useStateChoices()
  const form = useForm<CustomerFormValues>(customer ? customerToForm(customer) : EMPTY_CUSTOMER)
  const { errors } = form

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!form.validate((locale) => validateCustomer(form.values, locale))) return
    save.mutate(customerPayload(form.values), {
      onSuccess: (saved) => {
        notify(customer ? t('Customer saved') : t('Customer created'))
        void navigate({ to: '/customers/$mode/$id', params: { mode: 'view', id: saved.id } })
      },
      onError: (error) => form.showServerErrors(error, CUSTOMER_FIELDS),
    })
  }
  const size = LAYOUT_DEFAULTS.formSize

  return (
    <FormCard
      label={customer ? t('Edit customer') : t('New customer')}
      onSubmit={onSubmit}
      formRef={form.formRef}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label={t('Name')} required error={errors.name}>
          <Input size={size} autoComplete="name" {...form.bind('name')} />
        </FormField>
        <FormField label={t('Email')} error={errors.email}>
          <Input size={size} type="email" autoComplete="email" {...form.bind('email')} />
        </FormField>
        <FormField label={t('Phone')} error={errors.phone}>
          <PhoneInput example="mobile" size={size} autoComplete="tel" {...form.bind('phone')} />
        </FormField>
        <FormField label={t('State')} error={errors.state}>
          <ChoiceSelect size={size} empty={t('Not set')} choices={stateChoices} {...form.bind('state')} />
        </FormField>
      </SimpleGrid>
      <SimpleGrid columns={1} gap="4">
        <FormField label={t('Address')} error={errors.address}>
          <Textarea size={size} rows={2} {...form.bind('address')} />
        </FormField>
        <FormField label={t('Notes')} error={errors.notes}>
          <Textarea size={size} rows={3} {...form.bind('notes')} />
        </FormField>
      </SimpleGrid>
      <FormActions
        label={customer ? t('Save customer') : t('Create customer')}
        saving={save.isPending}
        cancel={cancelLink(customer, CUSTOMER_PAGES)}
      />
    </FormCard>
  )
}
