// The bill collection a store's orders become bills of: create one for the store, or pick an active one.
import { useState } from 'react'
import { Button, Field, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { collectionQueries } from '@/api/collections.ts'
import { useSetDefaultCollection } from '@/api/stores.ts'
import { StatusBadge } from '@/app/ui/data-table-cells.tsx'
import { notify } from '@/app/ui/toaster.tsx'
import type { Store } from '@/contract/stores.ts'
import { t } from '@/i18n/i18n.ts'

export function DefaultCollectionPanel({ store }: { store: Store }) {
  const setCollection = useSetDefaultCollection(store.id)
  const collections = useQuery(
    collectionQueries.list({ skip: 0, limit: 100, record_status: 1, sort: 'title', order: 'asc' }),
  )
  const [picked, setPicked] = useState('')
  const billCollections = (collections.data?.data ?? []).filter(
    (c) => c.kind === 'bill' && c.id !== store.store_collection?.id,
  )
  const current = store.store_collection

  return (
    <Stack gap="4">
      <Text fontSize="sm" color="fg.muted">
        {t('Each order becomes a bill of this collection, which the shopper pays on its payment page.')}
      </Text>
      {current ? (
        <HStack wrap="wrap">
          <Text>
            {t('Orders are billed to')}{' '}
            <Link to="/collections/$mode/$id" params={{ mode: 'view', id: current.id }}>
              <Text as="span" fontWeight="semibold" color="brand.fg">
                {current.title}
              </Text>
            </Link>
          </Text>
          <StatusBadge status={current.record_status === 1 ? 'active' : 'inactive'} />
        </HStack>
      ) : (
        <Text fontWeight="medium" data-testid="no-default-collection">
          {t('No default collection yet: the storefront shows your products but cannot take orders.')}
        </Text>
      )}
      <HStack wrap="wrap" align="end" gap="3">
        {!current ? (
          <Button
            loading={setCollection.isPending && !picked}
            onClick={() =>
              setCollection.mutate({}, { onSuccess: () => notify(t('Collection created for this store')) })
            }
          >
            {t('Create a collection for orders')}
          </Button>
        ) : null}
        <Field.Root maxW="sm">
          <Field.Label>
            {current ? t('Bill orders to another collection') : t('Or use an existing bill collection')}
          </Field.Label>
          <NativeSelect.Root size="sm" disabled={collections.isPending}>
            <NativeSelect.Field value={picked} onChange={(e) => setPicked(e.target.value)}>
              <option value="">{t('Choose a collection')}</option>
              {billCollections.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.title}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button
          size="sm"
          variant="outline"
          disabled={!picked}
          loading={setCollection.isPending && Boolean(picked)}
          onClick={() =>
            setCollection.mutate(
              { collection_id: picked },
              {
                onSuccess: () => {
                  setPicked('')
                  notify(t('Default collection set'))
                },
              },
            )
          }
        >
          {t('Use this collection')}
        </Button>
      </HStack>
    </Stack>
  )
}
