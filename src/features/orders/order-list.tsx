// /stores/order-management: storefront orders by status, store or order number; one opens in a drawer.
import { Button, Field, NativeSelect } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { orderQueries } from '@/api/orders.ts'
import { StorePicker } from '@/app/store-picker.tsx'
import { dateTime, money, StatusBadge } from '@/app/data-table-cells.tsx'
import { DataTable, type DataColumn } from '@/app/data-table.tsx'
import { resolveList } from '@/app/list-search.ts'
import type { Order } from '@/contract/stores.ts'
import { ORDER_STATUSES } from '@/contract/storefront.ts'
import { OrderDrawer } from './order-drawer.tsx'
import {
  ORDER_LIST_DEFAULTS,
  ORDER_STATUS_LABELS,
  orderListParams,
  type OrderListSearch,
} from './order-search.ts'

export function OrderList({
  search,
  onSearchChange,
}: {
  search: OrderListSearch
  onSearchChange: (patch: Partial<OrderListSearch>) => void
}) {
  const query = useQuery(orderQueries.list(orderListParams(search)))
  const open = (order: Order) => onSearchChange({ order_id: order.id, skip: search.skip })

  const columns: DataColumn<Order>[] = [
    {
      id: 'order_no',
      header: 'Order',
      sortKey: 'order_no',
      cell: (order) => (
        <Button
          variant="plain"
          p="0"
          h="auto"
          color="brand.fg"
          fontWeight="medium"
          onClick={() => open(order)}
        >
          {order.order_no}
        </Button>
      ),
    },
    { id: 'customer', header: 'Customer', hideBelow: 'md', cell: (order) => order.customer_name },
    { id: 'store', header: 'Store', hideBelow: 'lg', cell: (order) => order.store_name },
    { id: 'total', header: 'Total', sortKey: 'total', align: 'end', cell: (order) => money(order.total) },
    { id: 'status', header: 'Status', cell: (order) => <StatusBadge status={order.status} /> },
    {
      id: 'shipment',
      header: 'Shipment',
      hideBelow: 'md',
      cell: (order) => (order.shipment ? <StatusBadge status={order.shipment.status} /> : '—'),
    },
    {
      id: 'created_at',
      header: 'Placed',
      sortKey: 'created_at',
      firstOrder: 'desc',
      hideBelow: 'sm',
      cell: (order) => dateTime(order.created_at),
    },
  ]

  const filters = (
    <>
      <Field.Root w="auto">
        <Field.Label srOnly>Status</Field.Label>
        <NativeSelect.Root size="sm" w="44">
          <NativeSelect.Field
            aria-label="Status"
            value={search.status ?? ''}
            onChange={(e) =>
              onSearchChange({ status: (e.target.value || undefined) as OrderListSearch['status'] })
            }
          >
            <option value="">All statuses</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {ORDER_STATUS_LABELS[status]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <StorePicker
        compact
        value={search.store}
        onChange={(store) => onSearchChange({ store })}
        allLabel="All stores"
      />
    </>
  )

  return (
    <>
      <DataTable
        label="Orders"
        columns={columns}
        query={query}
        rowKey={(order) => order.id}
        list={resolveList(search, ORDER_LIST_DEFAULTS)}
        onListChange={(patch) => onSearchChange(patch as Partial<OrderListSearch>)}
        searchLabel="Search order number"
        filters={filters}
        filtered={Boolean(search.status || search.store)}
        empty={{ title: 'No orders yet', description: 'Orders shoppers place in your stores show up here.' }}
      />
      <OrderDrawer
        orderId={search.order_id}
        onClose={() => onSearchChange({ order_id: undefined, skip: search.skip })}
      />
    </>
  )
}
