import { createFileRoute } from '@tanstack/react-router'
import { orderQueries } from '@/api/orders.ts'
import { applyListPatch } from '@/app/list-search.ts'
import { OrderList } from '@/features/orders/order-list.tsx'
import {
  ORDER_LIST_DEFAULTS,
  orderListParams,
  OrderListSearchSchema,
  type OrderListSearch,
} from '@/features/orders/order-search.ts'

export const Route = createFileRoute('/_console/stores/order-management')({
  staticData: {
    title: 'Order management',
    altTitle: 'Stores',
    subtitle: 'Storefront orders, their bills and shipments',
  },
  validateSearch: OrderListSearchSchema,
  loaderDeps: ({ search }) => {
    // The drawer's order is not part of the list query.
    const { order_id: _open, ...list } = search
    return list
  },
  loader: ({ context, deps }) =>
    void context.queryClient.prefetchQuery(orderQueries.list(orderListParams(deps))),
  component: OrderManagementRoute,
})

function OrderManagementRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const onSearchChange = (patch: Partial<OrderListSearch>) =>
    void navigate({
      search: (previous) => applyListPatch(previous, patch, ORDER_LIST_DEFAULTS),
      replace: 'search' in patch || 'order_id' in patch,
    })
  return <OrderList search={search} onSearchChange={onSearchChange} />
}
