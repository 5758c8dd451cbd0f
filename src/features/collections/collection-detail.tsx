// /collections/view/{id}: the collection's summary, payment link and actions.
import { useState } from 'react'
import { Button, Card, Code, Flex, Heading, HStack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { dateTime, money, StatusBadge, FieldList } from '@/app/ui/data-table-cells.tsx'
import { RECORD_STATUS, type Collection } from '@/contract/collections.ts'
import { CollectionStatusDialog } from './collection-status-dialog.tsx'
import { PaymentLinkShare } from '@/app/widgets/payment-link-share.tsx'
import { EditLink } from '@/app/ui/record-card.tsx'
import { collectionAmount, collectionLink, kindLabel } from './use-collection-columns.tsx'
import { CopyButton } from '@/app/ui/copy-button.tsx'
import { t } from '@/i18n/i18n.ts'

export function CollectionDetail({ collection }: { collection: Collection }) {
  const [toggling, setToggling] = useState(false)
  const active = collection.record_status === RECORD_STATUS.active
  const link = collectionLink(collection)
  const params = { mode: 'view', id: collection.id }

  const rows: [string, React.ReactNode][] = [
    [t('Type'), kindLabel(collection.kind)],
    [t('Status'), <StatusBadge key="status" status={active ? 'active' : 'inactive'} />],
    [t('Amount'), collectionAmount(collection)],
    [t('Bills'), collection.bills_count],
    [t('Paid'), money(collection.paid_amount)],
    [t('Description'), collection.description ?? '—'],
    [t('Callback URL'), collection.callback_url ?? '—'],
    [t('Redirect URL'), collection.redirect_url ?? '—'],
    [t('Created'), dateTime(collection.created_at)],
  ]

  return (
    <Card.Root variant="outline" bg="bg">
      <Card.Header>
        <Flex justify="space-between" align="start" gap="3" wrap="wrap">
          <Heading as="h2" size="lg">
            {collection.title}
          </Heading>
          <HStack gap="2" wrap="wrap">
            <EditLink page="/collections/$mode/$id" id={collection.id} variant="outline" />
            <Button
              size="sm"
              variant="outline"
              colorPalette={active ? 'red' : 'green'}
              onClick={() => setToggling(true)}
            >
              {active ? t('Stop collection') : t('Start collection')}
            </Button>
          </HStack>
        </Flex>
      </Card.Header>
      <Card.Body gap="5">
        <FieldList rows={rows} />
        <Flex direction={{ base: 'column', md: 'row' }} gap="2" align={{ md: 'center' }}>
          <Text fontSize="sm" fontWeight="medium" flexShrink="0">
            {t('Payment link')}
          </Text>
          <Code flex="1" p="2" wordBreak="break-all" data-testid="collection-payment-link">
            {link}
          </Code>
          {/* CopyButton's toast words its sentence in English around `what` ("Payment link copied"). */}
          <CopyButton value={link} copied={t('Payment link copied')} size="sm" variant="outline">
            {t('Copy link')}
          </CopyButton>
        </Flex>
        {collection.kind === 'payment_form' && active ? (
          <PaymentLinkShare
            link={link}
            title={collection.title}
            amount={collection.fixed_amount ? money(collection.fixed_amount) : ''}
          />
        ) : null}
      </Card.Body>
      <Card.Footer gap="2" flexWrap="wrap">
        {active ? (
          <>
            {collection.kind === 'bill' ? (
              <Button asChild size="sm">
                <Link to="/collections/$mode/$id/bills/create" params={params}>
                  {t('Create bill')}
                </Link>
              </Button>
            ) : null}
            <Button asChild size="sm" variant={collection.kind === 'bill' ? 'outline' : 'solid'}>
              <Link to="/collections/$mode/$id/bills/create-direct-payment" params={params}>
                {t('Create direct payment')}
              </Link>
            </Button>
          </>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {t('Start the collection to add bills or take payments.')}
          </Text>
        )}
        <Button asChild size="sm" variant="ghost">
          <Link to="/collections/list" search={{ status: active ? 'active' : 'inactive' }}>
            {t('Back to collections')}
          </Link>
        </Button>
      </Card.Footer>
      <CollectionStatusDialog collection={toggling ? collection : null} onClose={() => setToggling(false)} />
    </Card.Root>
  )
}
