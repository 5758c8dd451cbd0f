// One form to create (/customers/new) and edit (/customers/edit/{id}) a customer.
import type { FormEvent } from 'react'
import { Button, Card, HStack, Input, NativeSelect, SimpleGrid, Textarea } from '@chakra-ui/react'
import { Link, useNavigate } from '@tanstack/react-router'
import { useSaveCustomer } from '@/api/customers.ts'
import { FormField } from '@/app/form-field.tsx'
import { LAYOUT_DEFAULTS } from '@/app/layout-prefs.ts'
import { notify } from '@/app/toaster.tsx'
import { useForm } from '@/app/use-form.ts'
import type { Customer } from '@/contract/customers.ts'
import { MALAYSIAN_STATES } from '@/contract/states.ts'
import {
  CUSTOMER_FIELDS,
  customerPayload,
  customerToForm,
  EMPTY_CUSTOMER,
  validateCustomer,
  type CustomerFormValues,
} from './customer-form-values.ts'

export function CustomerForm({ customer }: { customer?: Customer }) {
  const navigate = useNavigate()
  const save = useSaveCustomer(customer?.id)
  const form = useForm<CustomerFormValues>(customer ? customerToForm(customer) : EMPTY_CUSTOMER)
  const { errors } = form

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!form.validate((locale) => validateCustomer(form.values, locale))) return
    save.mutate(customerPayload(form.values), {
      onSuccess: (saved) => {
        notify(customer ? 'Customer saved' : 'Customer created')
        void navigate({ to: '/customers/$mode/$id', params: { mode: 'view', id: saved.id } })
      },
      onError: (error) => form.showServerErrors(error, CUSTOMER_FIELDS),
    })
  }
  const size = LAYOUT_DEFAULTS.formSize

  return (
    <Card.Root variant="outline" bg="bg" maxW="3xl">
      <Card.Body>
        <form
          ref={form.formRef}
          onSubmit={onSubmit}
          noValidate
          aria-label={customer ? 'Edit customer' : 'New customer'}
        >
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label="Name" required error={errors.name}>
              <Input size={size} autoComplete="name" {...form.bind('name')} />
            </FormField>
            <FormField label="Email" error={errors.email}>
              <Input size={size} type="email" autoComplete="email" {...form.bind('email')} />
            </FormField>
            <FormField label="Phone" error={errors.phone}>
              <Input size={size} type="tel" autoComplete="tel" placeholder="+60 12-345 6789" {...form.bind('phone')} />
            </FormField>
            <FormField label="State" error={errors.state}>
              <NativeSelect.Root size={size}>
                <NativeSelect.Field {...form.bind('state')}>
                  <option value="">Not set</option>
                  {MALAYSIAN_STATES.map((state) => (
                    <option key={state.name} value={state.name}>
                      {state.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          </SimpleGrid>
          <SimpleGrid columns={1} gap="4" mt="4">
            <FormField label="Address" error={errors.address}>
              <Textarea size={size} rows={2} {...form.bind('address')} />
            </FormField>
            <FormField label="Notes" error={errors.notes}>
              <Textarea size={size} rows={3} {...form.bind('notes')} />
            </FormField>
          </SimpleGrid>
          <HStack mt="6" gap="3">
            <Button type="submit" loading={save.isPending} loadingText="Saving">
              {customer ? 'Save customer' : 'Create customer'}
            </Button>
            <Button asChild variant="outline">
              {customer ? (
                <Link to="/customers/$mode/$id" params={{ mode: 'view', id: customer.id }}>
                  Cancel
                </Link>
              ) : (
                <Link to="/customers/datatable">Cancel</Link>
              )}
            </Button>
          </HStack>
        </form>
      </Card.Body>
    </Card.Root>
  )
}
