// /stores/store-products: which products a store sells, in the order its storefront shows them. The list is
// edited here and saved at once; the catalogue on the right adds products to it.
import { useState } from 'react'
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Flex,
  Heading,
  HStack,
  IconButton,
  Input,
  List,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { catalogueQueries, storeQueries, useSaveStoreProducts, type CatalogueProduct } from '@/api/stores.ts'
import { money } from '@/app/ui/data-table-cells.tsx'
import { notify } from '@/app/ui/toaster.tsx'
import type { StoreProduct } from '@/contract/stores.ts'
import { t } from '@/i18n/i18n.ts'

export function StoreProductsEditor({ storeId }: { storeId: string }) {
  const query = useQuery(storeQueries.products(storeId))
  if (query.isPending) return <Skeleton height="64" />
  if (query.isError)
    return (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>{t('This store’s products could not be loaded.')}</Alert.Title>
      </Alert.Root>
    )
  return <Editor key={storeId} storeId={storeId} initial={query.data.products} />
}

function Editor({ storeId, initial }: { storeId: string; initial: StoreProduct[] }) {
  const save = useSaveStoreProducts(storeId)
  const [selected, setSelected] = useState<StoreProduct[]>(initial)
  const [search, setSearch] = useState('')
  const catalogue = useQuery(catalogueQueries.search(search.trim() || undefined))
  const dirty = selected.map((p) => p.id).join() !== initial.map((p) => p.id).join()

  const move = (index: number, by: -1 | 1) =>
    setSelected((current) => {
      const next = [...current]
      const [item] = next.splice(index, 1)
      next.splice(index + by, 0, item!)
      return next
    })
  const add = (product: CatalogueProduct) => setSelected((current) => [...current, product])
  const remove = (id: string) => setSelected((current) => current.filter((p) => p.id !== id))

  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
      <Card.Root variant="outline" bg="bg">
        <Card.Header>
          <HStack justify="space-between" wrap="wrap">
            <Heading size="sm">{t('Sold in this store ({count})', { count: selected.length })}</Heading>
            <Button
              size="sm"
              disabled={!dirty}
              loading={save.isPending}
              onClick={() =>
                save.mutate(
                  selected.map((p) => p.id),
                  { onSuccess: () => notify(t('Store products saved')) },
                )
              }
            >
              {t('Save order and products')}
            </Button>
          </HStack>
        </Card.Header>
        <Card.Body>
          {selected.length === 0 ? (
            <Text color="fg.muted">{t('No products yet: add some from your catalogue.')}</Text>
          ) : (
            <List.Root as="ol" variant="plain" gap="2" aria-label={t('Products sold in this store')}>
              {selected.map((product, index) => (
                <List.Item key={product.id} borderWidth="1px" borderRadius="md" p="2">
                  <Flex align="center" gap="2" w="full">
                    <Text w="6" color="fg.muted" fontSize="sm">
                      {index + 1}.
                    </Text>
                    <Box flex="1" minW="0">
                      <Text truncate fontWeight="medium">
                        {product.title}
                      </Text>
                      <HStack fontSize="sm" color="fg.muted">
                        <Text>{money(product.price)}</Text>
                        {!product.is_active ? (
                          <Badge colorPalette="gray">{t('Hidden: inactive')}</Badge>
                        ) : null}
                      </HStack>
                    </Box>
                    <IconButton
                      size="xs"
                      variant="outline"
                      aria-label={t('Move {product} up', { product: product.title })}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      ↑
                    </IconButton>
                    <IconButton
                      size="xs"
                      variant="outline"
                      aria-label={t('Move {product} down', { product: product.title })}
                      disabled={index === selected.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      ↓
                    </IconButton>
                    <Button size="xs" variant="ghost" colorPalette="red" onClick={() => remove(product.id)}>
                      {t('Remove')}
                    </Button>
                  </Flex>
                </List.Item>
              ))}
            </List.Root>
          )}
        </Card.Body>
      </Card.Root>

      <Card.Root variant="outline" bg="bg">
        <Card.Header>
          <Heading size="sm">{t('Your products')}</Heading>
        </Card.Header>
        <Card.Body>
          <Stack gap="3">
            <Input
              type="search"
              aria-label={t('Search your products')}
              placeholder={t('Search your products')}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
            {catalogue.isPending ? <Skeleton height="24" /> : null}
            {catalogue.isError ? (
              <Text color="fg.error">{t('Your products could not be loaded.')}</Text>
            ) : null}
            {catalogue.data?.length === 0 ? (
              <Text color="fg.muted">
                {search ? t('No product matches.') : t('You have no products yet.')}
              </Text>
            ) : null}
            <List.Root variant="plain" gap="2" aria-label={t('Your products')}>
              {(catalogue.data ?? []).map((product) => {
                const inStore = selected.some((p) => p.id === product.id)
                return (
                  <List.Item key={product.id}>
                    <Flex align="center" gap="2" w="full">
                      <Box flex="1" minW="0">
                        <Text truncate>{product.title}</Text>
                        <Text fontSize="sm" color="fg.muted">
                          {money(product.price)}
                        </Text>
                      </Box>
                      <Button
                        size="xs"
                        variant="outline"
                        disabled={inStore}
                        onClick={() => add(product)}
                        aria-label={t('Add {product}', { product: product.title })}
                      >
                        {inStore ? t('Added') : t('Add')}
                      </Button>
                    </Flex>
                  </List.Item>
                )
              })}
            </List.Root>
          </Stack>
        </Card.Body>
      </Card.Root>
    </SimpleGrid>
  )
}
