// Chooses one of the merchant's stores (store products, order management): a select of every store.
import { Field, NativeSelect } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { ALL_STORES, storeQueries } from '@/api/stores.ts'
import { t } from '@/i18n/i18n.ts'

export function StorePicker({
  value,
  onChange,
  allLabel,
  compact = false,
}: {
  value: string | undefined
  onChange: (id: string | undefined) => void
  allLabel: string
  /** In a row of list filters: the label is for screen readers only. */
  compact?: boolean
}) {
  const stores = useQuery(storeQueries.list(ALL_STORES))
  return (
    <Field.Root maxW={compact ? undefined : 'xs'} w={compact ? 'auto' : undefined}>
      <Field.Label srOnly={compact}>{t('Store')}</Field.Label>

      <NativeSelect.Root size="sm" w={compact ? '48' : undefined} disabled={stores.isPending}>
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
