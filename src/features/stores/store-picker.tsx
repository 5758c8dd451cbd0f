// Chooses one of the merchant's stores (store products, order management).
import { Field, NativeSelect } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { storeQueries } from '../../api/stores.ts'
import { ALL_STORES } from './store-search.ts'

export function StorePicker({
  value,
  onChange,
  allLabel,
}: {
  value: string | undefined
  onChange: (id: string | undefined) => void
  allLabel: string
}) {
  const stores = useQuery(storeQueries.list(ALL_STORES))
  return (
    <Field.Root maxW="xs">
      <Field.Label>Store</Field.Label>
      <NativeSelect.Root size="sm" disabled={stores.isPending}>
        <NativeSelect.Field value={value ?? ''} onChange={(e) => onChange(e.target.value || undefined)}>
          <option value="">{allLabel}</option>
          {(stores.data?.data ?? []).map((store) => (
            <option key={store.id} value={store.id}>
              {store.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  )
}
