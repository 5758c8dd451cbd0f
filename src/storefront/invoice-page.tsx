// The shopper's invoice (SPEC §2 /invoice): the order's items, totals and status with "Pay now" to its bill;
// without ?order= the orders placed from this browser, and any still waiting in the outbox.
import { useQuery } from '@tanstack/react-query'
import { Link, useSearch } from '@tanstack/react-router'
import { css, cx } from 'styled-system/css'
import { HStack, Stack } from 'styled-system/jsx'
import { button, link } from 'styled-system/recipes'
import { Card, Table } from '@/public-ui/card.tsx'
import { Badge, Heading, Text } from '@/public-ui/text.tsx'
import { storefrontQueries } from '@/api/storefront.ts'
import { LANGUAGE_TAGS, isLanguage } from '@/contract/languages.ts'
import { formatMyr } from '@/lib/money.ts'
import { usePlacedOrders } from '@/offline/use-outbox.ts'
import { InvoiceSeller } from './invoice-seller.tsx'
import { OutboxNotices } from './outbox-notices.tsx'
import { homeLink, invoiceLink, type StoreFlavour, useStoreRoute } from './store-links.ts'
import { ShopperPage, StoreShell, type StoreView } from './store-shell.tsx'
import { StoreLoadError, StoreLoading } from './storefront-states.tsx'
import { useLanguage, useT } from '@/i18n/use-t.ts'

/** A date and time as the page's language writes it. */
function useDateTime(): (iso: string) => string {
  const language = useLanguage()
  const tag = LANGUAGE_TAGS[isLanguage(language) ? language : 'en']
  return (iso) => new Date(iso).toLocaleString(tag)
}

interface InvoicePageProps {
  flavour: StoreFlavour
  storeKey: string
  orderNo: string | undefined
}

/** The mobile and web invoice pages (?order=). */
export function InvoiceRoute() {
  const { order } = useSearch({ strict: false })
  return <InvoicePage {...useStoreRoute()} orderNo={order} />
}

export function InvoicePage({ flavour, storeKey, orderNo }: InvoicePageProps) {
  return (
    <StoreShell flavour={flavour} storeKey={storeKey}>
      {(store) =>
        orderNo ? (
          <OrderInvoice orderNo={orderNo} flavour={flavour} storeKey={storeKey} />
        ) : (
          <PlacedOrders flavour={flavour} storeKey={storeKey} store={store} />
        )
      }
    </StoreShell>
  )
}

function OrderInvoice({
  orderNo,
  flavour,
  storeKey,
}: {
  orderNo: string
  flavour: StoreFlavour
  storeKey: string
}) {
  const t = useT()
  const dateTime = useDateTime()
  const order = useQuery(storefrontQueries.order(orderNo))
  if (order.isPending) return <StoreLoading label={t('store.invoice.loading')} />
  if (order.isError)
    return (
      <StoreLoadError
        title={t('store.invoice.load_failed', { order: orderNo })}
        error={order.error}
        onRetry={() => void order.refetch()}
      />
    )
  const data = order.data
  const payable = data.bill && data.status === 'pending_payment'
  return (
    <Card.Root variant="outline" bg="bg" maxW="3xl" data-testid="invoice">
      <Card.Header>
        <HStack justify="space-between" flexWrap="wrap" gap="2">
          <Heading as="h1" size="xl">
            {t('store.invoice.order', { order: data.order_no })}
          </Heading>
          <Badge
            colorPalette={
              data.status === 'cancelled' ? 'red' : data.status === 'pending_payment' ? 'orange' : 'green'
            }
            data-testid="order-status"
          >
            {t(`store.status.${data.status}`)}
          </Badge>
        </HStack>
        <Text color="fg.muted">
          {t('store.invoice.for_placed', { name: data.customer_name, date: dateTime(data.created_at) })}
        </Text>
        {data.merchant ? <InvoiceSeller merchant={data.merchant} /> : null}
      </Card.Header>
      <Card.Body gap="4">
        <Table.ScrollArea>
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('store.invoice.item')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('store.invoice.price')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('store.invoice.qty')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('store.invoice.amount')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.items.map((item, index) => (
                <Table.Row key={`${item.product_id ?? ''}:${item.variant_id ?? ''}:${index}`}>
                  <Table.Cell>
                    {item.title}
                    {item.variant_title ? ` (${item.variant_title})` : ''}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{formatMyr(item.unit_price)}</Table.Cell>
                  <Table.Cell textAlign="end">{item.quantity}</Table.Cell>
                  <Table.Cell textAlign="end">{formatMyr(item.amount)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
        <Stack gap="1" alignSelf="flex-end" minW="60">
          <Line label={t('store.cart.subtotal')} value={formatMyr(data.subtotal)} />
          <Line
            label={
              data.shipping_name
                ? t('store.invoice.delivery_by', { name: data.shipping_name })
                : t('store.checkout.delivery')
            }
            value={formatMyr(data.shipping)}
          />
          {data.discount ? (
            <Line
              label={t('store.checkout.discount', { code: data.discount.code })}
              value={`-${formatMyr(data.discount.amount)}`}
              testId="invoice-discount"
            />
          ) : null}
          <Line label={t('store.checkout.total')} value={formatMyr(data.total)} bold testId="invoice-total" />
        </Stack>
        {payable && data.bill ? (
          <Link
            to="/pay/bill/$uuid"
            params={{ uuid: data.bill.uuid }}
            className={cx(button({ size: 'lg' }), css({ alignSelf: { base: 'stretch', sm: 'flex-end' } }))}
          >
            {t('store.invoice.pay_now')}
          </Link>
        ) : null}
        <Link {...homeLink(flavour, storeKey)} className={cx(link(), css({ fontSize: 'sm' }))}>
          {t('store.invoice.continue')}
        </Link>
      </Card.Body>
    </Card.Root>
  )
}

function Line({
  label,
  value,
  bold,
  testId,
}: {
  label: string
  value: string
  bold?: boolean
  testId?: string
}) {
  return (
    <HStack justify="space-between" gap="6" fontWeight={bold ? 'bold' : undefined}>
      <Text>{label}</Text>
      <Text data-testid={testId}>{value}</Text>
    </HStack>
  )
}

function PlacedOrders({ flavour, storeKey, store }: StoreView) {
  const t = useT()
  const dateTime = useDateTime()
  const placed = usePlacedOrders(store.id)
  return (
    <ShopperPage title={t('store.orders.title')}>
      <OutboxNotices flavour={flavour} storeKey={storeKey} storeId={store.id} />
      {placed === undefined ? (
        <StoreLoading label={t('store.orders.loading')} />
      ) : placed.length === 0 ? (
        <Text color="fg.muted">{t('store.orders.none')}</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2">
          {placed.map((order) => (
            <HStack as="li" key={order.outbox_id} justify="space-between">
              <Link {...invoiceLink(flavour, storeKey, order.order_no)} className={link()}>
                {t('store.invoice.order', { order: order.order_no })}
              </Link>
              <Text fontSize="sm" color="fg.muted">
                {dateTime(order.placed_at)}
              </Text>
            </HStack>
          ))}
        </Stack>
      )}
    </ShopperPage>
  )
}
