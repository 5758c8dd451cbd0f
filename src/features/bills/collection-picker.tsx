// Picks one of the merchant's collections: a list filter, or the collection a new customer bill goes to.
import { NativeSelect } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { collectionQueries } from '@/api/collections.ts'
import { LAYOUT_DEFAULTS } from '@/app/ui/layout-prefs.ts'
import { RECORD_STATUS } from '@/contract/collections.ts'
import { t } from '@/i18n/i18n.ts'

interface CollectionPickerProps {
  label: string
  /** The "nothing chosen" option. */
  emptyLabel: string
  value: string | undefined
  onChange: (collectionId: string | undefined) => void
  /** Bills can only be added to active collections. */
  activeOnly?: boolean
  /** Inside a Field.Root, whose label names it (and which marks it invalid). */
  inField?: boolean
}

// The 500 newest collections (the API's limit) cover any merchant the sandbox serves; a search box can
// replace this once accounts grow past that.
const PARAMS = { skip: 0, limit: 500, sort: 'title', order: 'asc' } as const

export function CollectionPicker({
  label,
  emptyLabel,
  value,
  onChange,
  activeOnly,
  inField,
}: CollectionPickerProps) {
  const query = useQuery(
    collectionQueries.list({ ...PARAMS, record_status: activeOnly ? RECORD_STATUS.active : undefined }),
  )
  const collections = query.data?.data ?? []
  return (
    <NativeSelect.Root size={LAYOUT_DEFAULTS.formSize} width={inField ? 'full' : 'auto'} minW="48">
      <NativeSelect.Field
        aria-label={inField ? undefined : label}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        <option value="">{query.isPending ? t('Loading collections…') : emptyLabel}</option>
        {collections.map((collection) => (
          <option key={collection.id} value={collection.id}>
            {collection.title}
          </option>
        ))}
        {/* A filter from a shared URL may name a collection not in this list; keep it selectable. */}
        {value && !query.isPending && !collections.some((collection) => collection.id === value) ? (
          <option value={value}>{t('Selected collection')}</option>
        ) : null}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  )
}
