// /collections/view/{id}: the collection's summary, payment link and actions.
import { useState } from 'react'
import { Button, Card, Code, Flex, Heading, HStack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { dateTime, money, StatusBadge, FieldList } from '@/app/ui/data-table-cells.tsx'
import { RECORD_STATUS, type Collection } from '@/contract/collections.ts'
import { CollectionStatusDialog } from './collection-status-dialog.tsx'
import { PaymentLinkShare } from '@/app/widgets/payment-link-share.tsx'
import { EditLink } from '@/app/ui/record-card.tsx'
import { collectionAmount, collectionLink, KIND_LABELS } from './use-collection-columns.tsx'
import { CopyButton } from '@/app/ui/copy-button.tsx'

export function CollectionDetail({ collection }: { collection: Collection }) {
  const [toggling, setToggling] = useState(false)
  const active = collection.record_status === RECORD_STATUS.active
  const link = collectionLink(collection)
  const params = { mode: 'view', id: collection.id }

  const rows: [string, React.ReactNode][] = [
    ['Type', KIND_LABELS[collection.kind]],
    ['Status', <StatusBadge key="status" status={active ? 'active' : 'inactive'} />],
    ['Amount', collectionAmount(collection)],
    ['Bills', collection.bills_count],
    ['Paid', money(collection.paid_amount)],
    ['Description', collection.description ?? '—'],
    ['Callback URL', collection.callback_url ?? '—'],
    ['Redirect URL', collection.redirect_url ?? '—'],
    ['Created', dateTime(collection.created_at)],
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
              {active ? 'Stop collection' : 'Start collection'}
            </Button>
          </HStack>
        </Flex>
      </Card.Header>
      <Card.Body gap="5">
        <FieldList rows={rows} />
        <Flex direction={{ base: 'column', md: 'row' }} gap="2" align={{ md: 'center' }}>
          <Text fontSize="sm" fontWeight="medium" flexShrink="0">
            Payment link
          </Text>
          <Code flex="1" p="2" wordBreak="break-all" data-testid="collection-payment-link">
            {link}
          </Code>
          <CopyButton value={link} what="Payment link" size="sm" variant="outline">
            Copy link
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
                  Create bill
                </Link>
              </Button>
            ) : null}
            <Button asChild size="sm" variant={collection.kind === 'bill' ? 'outline' : 'solid'}>
              <Link to="/collections/$mode/$id/bills/create-direct-payment" params={params}>
                Create direct payment
              </Link>
            </Button>
          </>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            Start the collection to add bills or take payments.
          </Text>
        )}
        <Button asChild size="sm" variant="ghost">
          <Link to="/collections/list" search={{ status: active ? 'active' : 'inactive' }}>
            Back to collections
          </Link>
        </Button>
      </Card.Footer>
      <CollectionStatusDialog collection={toggling ? collection : null} onClose={() => setToggling(false)} />
    </Card.Root>
  )
}
