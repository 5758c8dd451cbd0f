// Optional customer for a bill: search the merchant's customers, pick one, and the payer fields fill in.
import { useEffect, useState } from 'react'
import { Fieldset, HStack, Input, NativeSelect } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { customerQueries } from '@/api/customers.ts'
import { LAYOUT_DEFAULTS } from '@/app/ui/layout-prefs.ts'
import type { Customer } from '@/contract/customers.ts'
import { t } from '@/i18n/i18n.ts'

const SEARCH_PAUSE_MS = 300

interface CustomerPickerProps {
  value: string
  onPick: (customer: Customer | null) => void
  error?: string | undefined
}

export function CustomerPicker({ value, onPick, error }: CustomerPickerProps) {
  const [text, setText] = useState('')
  const [search, setSearch] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), SEARCH_PAUSE_MS)
    return () => clearTimeout(timer)
  }, [text])

  const query = useQuery(
    customerQueries.list({ skip: 0, limit: 50, sort: 'name', order: 'asc', search: search || undefined }),
  )
  const customers = query.data?.data ?? []

  return (
    // A fieldset: the search box and the list are two controls under one legend.
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend fontSize="sm">{t('Customer (optional)')}</Fieldset.Legend>
      <Fieldset.Content mt="1">
        <HStack gap="2" width="full" align="stretch" flexDirection={{ base: 'column', sm: 'row' }}>
          <Input
            type="search"
            size={LAYOUT_DEFAULTS.formSize}
            aria-label={t('Search customers')}
            placeholder={t('Search customers')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            flex="1"
          />
          <NativeSelect.Root size={LAYOUT_DEFAULTS.formSize} flex="1">
            <NativeSelect.Field
              aria-label={t('Customer')}
              value={value}
              onChange={(event) =>
                onPick(customers.find((customer) => customer.id === event.target.value) ?? null)
              }
            >
              <option value="">{query.isPending ? t('Loading customers…') : t('No customer')}</option>
              {customers.map((customer) => (
                <option key={customer.id} value={customer.id}>
                  {customer.email ? `${customer.name} (${customer.email})` : customer.name}
                </option>
              ))}
              {value && !customers.some((customer) => customer.id === value) ? (
                <option value={value}>{t('Chosen customer')}</option>
              ) : null}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
      </Fieldset.Content>
      <Fieldset.HelperText>{t('Picking a customer fills in the payer’s details.')}</Fieldset.HelperText>
      {error ? <Fieldset.ErrorText>{error}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  )
}
