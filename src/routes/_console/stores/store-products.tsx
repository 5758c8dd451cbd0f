import { Stack, Text } from '@chakra-ui/react'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { idParam } from '@/app/ui/list-search.ts'
import { StorePicker } from '@/app/widgets/store-picker.tsx'
import { StoreProductsEditor } from '@/features/stores/store-products-editor.tsx'
import { t } from '@/i18n/i18n.ts'

export const Route = createFileRoute('/_console/stores/store-products')({
  staticData: { title: 'Store products', subtitle: 'What each store sells, in order' },
  validateSearch: v.object({ store: idParam }),
  component: StoreProductsRoute,
})

function StoreProductsRoute() {
  const { store } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <Stack gap="6">
      <StorePicker
        value={store}
        allLabel={t('Choose a store')}
        onChange={(id) => void navigate({ search: { store: id } })}
      />
      {store ? (
        <StoreProductsEditor storeId={store} />
      ) : (
        <Text color="fg.muted">{t('Choose a store to see and change what it sells.')}</Text>
      )}
    </Stack>
  )
}
