// The store chosen on /stores/manage: its details, settings, opening hours, default collection and link.
import { Alert, Card, Heading, HStack, Skeleton, Tabs } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { storeQueries } from '@/api/stores.ts'
import { StatusBadge } from '@/app/ui/data-table-cells.tsx'
import { DefaultCollectionPanel } from './default-collection-panel.tsx'
import { OpeningHoursForm } from './opening-hours-form.tsx'
import { StoreForm } from './store-form.tsx'
import { StoreLink } from './store-link.tsx'
import { StoreSettingsForm } from './store-settings-form.tsx'
import { t } from '@/i18n/i18n.ts'

export function StoreEditor({ storeId }: { storeId: string }) {
  const query = useQuery(storeQueries.detail(storeId))
  if (query.isPending) return <Skeleton height="64" />
  if (query.isError)
    return (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>{t('This store could not be opened.')}</Alert.Title>
      </Alert.Root>
    )
  const store = query.data
  return (
    <Card.Root variant="outline" bg="bg" data-testid="store-editor">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap">
          <Heading size="md">{store.name}</Heading>
          <StatusBadge status={store.record_status_id === 1 ? 'active' : 'inactive'} />
        </HStack>
      </Card.Header>
      <Card.Body>
        <Tabs.Root defaultValue="details" lazyMount variant="line">
          <Tabs.List mb="4" overflowX="auto">
            <Tabs.Trigger value="details">{t('Details')}</Tabs.Trigger>
            <Tabs.Trigger value="settings">{t('Settings')}</Tabs.Trigger>
            <Tabs.Trigger value="hours">{t('Opening hours')}</Tabs.Trigger>
            <Tabs.Trigger value="collection">{t('Default collection')}</Tabs.Trigger>
            <Tabs.Trigger value="link">{t('Public link')}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="details">
            <StoreForm key={store.id} store={store} onSaved={() => undefined} />
          </Tabs.Content>
          <Tabs.Content value="settings">
            <StoreSettingsForm storeId={store.id} />
          </Tabs.Content>
          <Tabs.Content value="hours">
            <OpeningHoursForm storeId={store.id} />
          </Tabs.Content>
          <Tabs.Content value="collection">
            <DefaultCollectionPanel store={store} />
          </Tabs.Content>
          <Tabs.Content value="link">
            <StoreLink store={store} />
          </Tabs.Content>
        </Tabs.Root>
      </Card.Body>
    </Card.Root>
  )
}
