// /stores/order-management: storefront orders by status, store or order number; one opens in a drawer.
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { orderQueries } from '@/api/orders.ts'
import { StorePicker } from '@/app/widgets/store-picker.tsx'
import { money, StatusBadge } from '@/app/ui/data-table-cells.tsx'
import { createdColumn, OpenButton } from '@/app/ui/data-table-columns.tsx'
import { DataTable, type DataColumn } from '@/app/ui/data-table.tsx'
import { FilterSelect, statusChoices } from '@/app/ui/filter-select.tsx'
import { useListSearch } from '@/app/ui/use-list-search.ts'
import type { Order } from '@/contract/stores.ts'
import { ORDER_STATUSES } from '@/contract/list-choices.ts'
import { OrderDrawer } from './order-drawer.tsx'
import { orderListParams } from './order-search.ts'
import { t } from '@/i18n/i18n.ts'

const route = getRouteApi('/_console/stores/order-management')

export function OrderList() {
  const search = route.useSearch()
  const { table, change, bind } = useListSearch(search, route.useNavigate(), {
    replace: (patch) => 'search' in patch || 'order_id' in patch,
  })
  const query = useQuery(orderQueries.list(orderListParams(search)))
  const open = (order: Order) => change({ order_id: order.id, skip: search.skip })

  const columns: DataColumn<Order>[] = [
    {
      id: 'order_no',
      header: t('Order'),
      sortKey: 'order_no',
      cell: (order) => <OpenButton onClick={() => open(order)}>{order.order_no}</OpenButton>,
    },
    { id: 'customer', header: t('Customer'), hideBelow: 'md', cell: (order) => order.customer_name },
    { id: 'store', header: t('Store'), hideBelow: 'lg', cell: (order) => order.store_name },
    {
      id: 'total',
      header: t('Total'),
      sortKey: 'total',
      align: 'end',
      summary: 'amount',
      cell: (order) => money(order.total),
    },
    { id: 'status', header: t('Status'), cell: (order) => <StatusBadge status={order.status} /> },
    {
      id: 'shipment',
      header: t('Shipment'),
      hideBelow: 'md',
      cell: (order) => (order.shipment ? <StatusBadge status={order.shipment.status} /> : '—'),
    },
    createdColumn(t('Placed')),
  ]

  const filters = (
    <>
      <FilterSelect {...statusChoices(ORDER_STATUSES)} {...bind('status')} minW="44" />
      <StorePicker compact {...bind('store')} allLabel={t('All stores')} />
    </>
  )

  return (
    <>
      <DataTable
        label={t('Orders')}
        columns={columns}
        query={query}
        {...table}
        searchLabel={t('Search order number')}
        filters={filters}
        filtered={Boolean(search.status || search.store)}
        empty={{
          title: t('No orders yet'),
          description: t('Orders shoppers place in your stores show up here.'),
        }}
      />
      <OrderDrawer
        orderId={search.order_id}
        onClose={() => change({ order_id: undefined, skip: search.skip })}
      />
    </>
  )
}
