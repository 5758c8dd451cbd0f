// One form to create (/customers/new) and edit (/customers/edit/{id}) a customer.
import { useRef, useState, type FormEvent, type ReactNode } from 'react'
import { Button, Card, Field, HStack, Input, NativeSelect, SimpleGrid, Textarea } from '@chakra-ui/react'
import { Link, useNavigate } from '@tanstack/react-router'
import { useSaveCustomer } from '@/api/customers.ts'
import { LAYOUT_DEFAULTS, useFormLocale } from '@/app/layout-prefs.ts'
import { notify } from '@/app/toaster.tsx'
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
import { serverFieldErrors } from '@/app/form-errors.ts'

type Name = keyof CustomerFormValues

export function CustomerForm({ customer }: { customer?: Customer }) {
  const navigate = useNavigate()
  const locale = useFormLocale()
  const save = useSaveCustomer(customer?.id)
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<CustomerFormValues>(
    customer ? customerToForm(customer) : EMPTY_CUSTOMER,
  )
  const [errors, setErrors] = useState<Record<string, string>>({})

  const showErrors = (found: Record<string, string>) => {
    setErrors(found)
    // Take the keyboard (and a screen reader) to the first field to fix.
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found = validateCustomer(values, locale)
    if (Object.keys(found).length > 0) return showErrors(found)
    setErrors({})
    save.mutate(customerPayload(values), {
      onSuccess: (saved) => {
        notify(customer ? 'Customer saved' : 'Customer created')
        void navigate({ to: '/customers/$mode/$id', params: { mode: 'view', id: saved.id } })
      },
      onError: (error) => showErrors(serverFieldErrors(error, CUSTOMER_FIELDS)),
    })
  }

  const set = (name: Name) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }))
    if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest)
  }

  const field = (name: Name, label: string, control: ReactNode, required = false) => (
    <Field.Root invalid={Boolean(errors[name])} required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {control}
      <Field.ErrorText>{errors[name]}</Field.ErrorText>
    </Field.Root>
  )

  const input = (name: Name, props: Parameters<typeof Input>[0] = {}) => (
    <Input
      name={name}
      size={LAYOUT_DEFAULTS.formSize}
      value={values[name]}
      onChange={(event) => set(name)(event.target.value)}
      {...props}
    />
  )

  return (
    <Card.Root variant="outline" bg="bg" maxW="3xl">
      <Card.Body>
        <form
          ref={formRef}
          onSubmit={onSubmit}
          noValidate
          aria-label={customer ? 'Edit customer' : 'New customer'}
        >
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {field('name', 'Name', input('name', { autoComplete: 'name' }), true)}
            {field('email', 'Email', input('email', { type: 'email', autoComplete: 'email' }))}
            {field(
              'phone',
              'Phone',
              input('phone', { type: 'tel', autoComplete: 'tel', placeholder: '+60 12-345 6789' }),
            )}
            {field(
              'state',
              'State',
              <NativeSelect.Root size={LAYOUT_DEFAULTS.formSize}>
                <NativeSelect.Field
                  name="state"
                  value={values.state}
                  onChange={(event) => set('state')(event.target.value)}
                >
                  <option value="">Not set</option>
                  {MALAYSIAN_STATES.map((state) => (
                    <option key={state.name} value={state.name}>
                      {state.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>,
            )}
          </SimpleGrid>
          <SimpleGrid columns={1} gap="4" mt="4">
            {field(
              'address',
              'Address',
              <Textarea
                name="address"
                size={LAYOUT_DEFAULTS.formSize}
                rows={2}
                value={values.address}
                onChange={(event) => set('address')(event.target.value)}
              />,
            )}
            {field(
              'notes',
              'Notes',
              <Textarea
                name="notes"
                size={LAYOUT_DEFAULTS.formSize}
                rows={3}
                value={values.notes}
                onChange={(event) => set('notes')(event.target.value)}
              />,
            )}
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
