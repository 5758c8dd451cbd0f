// One order in a side drawer: items, address, totals, its bill and its shipment.
import {
  Box,
  CloseButton,
  Drawer,
  Heading,
  Link,
  Portal,
  Separator,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { orderQueries } from '@/api/orders.ts'
import { dateTime, Detail, FieldList, money, StatusBadge } from '@/app/ui/data-table-cells.tsx'
import { statusWord } from '@/app/ui/status-words.ts'
import type { Order } from '@/contract/stores.ts'
import { ShipmentActions } from './shipment-actions.tsx'
import { t } from '@/i18n/i18n.ts'

export function OrderDrawer({ orderId, onClose }: { orderId: string | undefined; onClose: () => void }) {
  return (
    <Drawer.Root
      open={Boolean(orderId)}
      onOpenChange={(details) => !details.open && onClose()}
      placement="end"
      size={{ base: 'full', md: 'md' }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="order-drawer">
            {orderId ? <OrderDetails orderId={orderId} /> : null}
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}

function OrderDetails({ orderId }: { orderId: string }) {
  const query = useQuery(orderQueries.detail(orderId))
  const order = query.data
  return (
    <>
      <Drawer.Header>
        <Drawer.Title>{order ? t('Order {number}', { number: order.order_no }) : t('Order')}</Drawer.Title>
      </Drawer.Header>
      <Drawer.Body>
        {query.isPending ? <Skeleton height="80" /> : null}
        {query.isError ? <Text color="fg.error">{t('This order could not be loaded.')}</Text> : null}
        {order ? <OrderBody order={order} /> : null}
      </Drawer.Body>
      <Drawer.CloseTrigger asChild>
        <CloseButton size="sm" aria-label={t('Close order')} />
      </Drawer.CloseTrigger>
    </>
  )
}

function OrderBody({ order }: { order: Order }) {
  const a = order.address
  return (
    <Stack gap="5">
      <FieldList
        rows={[
          [t('Status'), <StatusBadge key="s" status={order.status} aria-label={statusWord(order.status)} />],
          [t('Store'), order.store_name],
          [t('Placed'), dateTime(order.created_at)],
          [t('Customer'), order.customer_name],
          [t('Email'), order.customer_email],
          [t('Phone'), order.customer_phone ?? '—'],
          [t('Deliver to'), [a.line1, a.line2, `${a.postcode} ${a.state}`].filter(Boolean).join(', ')],
        ]}
      />
      <Separator />
      <Box overflowX="auto">
        <Table.Root size="sm" aria-label={t('Items')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('Item')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('Qty')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('Amount')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {order.items.map((item) => (
              <Table.Row key={`${item.product_id ?? item.title}-${item.variant_id ?? ''}`}>
                <Table.Cell>
                  {item.title}
                  {item.variant_title ? <Text color="fg.muted">{item.variant_title}</Text> : null}
                  <Detail>{t('{price} each', { price: money(item.unit_price) })}</Detail>
                </Table.Cell>
                <Table.Cell textAlign="end">{item.quantity}</Table.Cell>
                <Table.Cell textAlign="end">{money(item.amount)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <FieldList
        rows={[
          [t('Subtotal'), money(order.subtotal)],
          [
            order.shipping_name ? t('Shipping ({name})', { name: order.shipping_name }) : t('Shipping'),
            money(order.shipping),
          ],
          [
            t('Total'),
            <Text key="t" fontWeight="bold">
              {money(order.total)}
            </Text>,
          ],
          [t('Weight'), t('{weight} kg', { weight: order.weight })],
        ]}
      />
      <Separator />
      <Stack gap="2">
        <Heading size="sm">{t('Bill')}</Heading>
        {order.bill ? (
          <FieldList
            rows={[
              [t('Invoice'), order.bill.invoice_no],
              [t('Status'), <StatusBadge key="b" status={order.bill.status} />],
              [
                t('Payment page'),
                <Link key="p" href={order.bill.payment_url} target="_blank" rel="noopener" color="brand.fg">
                  {t('Open payment page')}
                </Link>,
              ],
            ]}
          />
        ) : (
          <Text color="fg.muted">{t('No bill.')}</Text>
        )}
      </Stack>
      <Separator />
      <Stack gap="2">
        <Heading size="sm">{t('Shipment')}</Heading>
        {order.shipment ? (
          <ShipmentActions order={order} shipment={order.shipment} />
        ) : (
          <Text color="fg.muted">{t('No shipment.')}</Text>
        )}
      </Stack>
    </Stack>
  )
}
