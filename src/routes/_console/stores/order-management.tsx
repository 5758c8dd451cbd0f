import { createFileRoute } from '@tanstack/react-router'
import { orderQueries } from '@/api/orders.ts'
import { stripListDefaults } from '@/app/ui/list-search.ts'
import { NewOrderAlerts } from '@/features/orders/new-order-alerts.tsx'
import { OrderList } from '@/features/orders/order-list.tsx'
import { orderListParams, OrderListSearchSchema } from '@/features/orders/order-search.ts'

export const Route = createFileRoute('/_console/stores/order-management')({
  staticData: {
    title: 'Order management',
    subtitle: 'Storefront orders, their bills and shipments',
  },
  validateSearch: OrderListSearchSchema,
  search: { middlewares: [stripListDefaults()] },
  loaderDeps: ({ search }) => {
    // The drawer's order is not part of the list query.
    const { order_id: _open, ...list } = search
    return list
  },
  loader: ({ context, deps }) =>
    void context.queryClient.prefetchQuery(orderQueries.list(orderListParams(deps))),
  component: OrderManagement,
})

function OrderManagement() {
  return (
    <>
      <NewOrderAlerts />
      <OrderList />
    </>
  )
}
