// What the merchant does with an order's shipment: move it on, pay the courier, print the label.
import { useState } from 'react'
import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import { downloadConsignmentNote, useChangeShipment, usePayShipping } from '@/api/orders.ts'
import { ConfirmDialog } from '@/app/ui/confirm-dialog.tsx'
import { StatusBadge } from '@/app/ui/data-table-cells.tsx'
import { notify } from '@/app/ui/toaster.tsx'
import { useFileDownload } from '@/app/widgets/use-file-download.ts'
import { SHIPMENT_TRANSITIONS, type Order, type Shipment, type ShipmentStatus } from '@/contract/stores.ts'
import { t } from '@/i18n/i18n.ts'

function nextLabel(status: ShipmentStatus): string | undefined {
  const labels: Partial<Record<ShipmentStatus, string>> = {
    ready: t('Mark ready to ship'),
    picked_up: t('Mark picked up'),
    in_transit: t('Mark in transit'),
    delivered: t('Mark delivered'),
  }
  return labels[status]
}

export function ShipmentActions({ order, shipment }: { order: Order; shipment: Shipment }) {
  const change = useChangeShipment(order.id, shipment.id)
  const pay = usePayShipping(order.id, shipment.id)
  const [confirming, setConfirming] = useState<'cancel' | 'pay' | null>(null)
  const note = useFileDownload()
  const paid = order.bill?.status === 'paid'
  const next = SHIPMENT_TRANSITIONS[shipment.status]
  const forward = next.filter((status) => status !== 'cancelled')

  return (
    <Stack gap="3">
      <HStack wrap="wrap">
        <StatusBadge status={shipment.status} />
        <Text fontSize="sm" color="fg.muted">
          {shipment.courier}
          {shipment.consignment_no ? ` · ${shipment.consignment_no}` : ''}
        </Text>
      </HStack>
      {!paid && shipment.status === 'pending' ? (
        <Text fontSize="sm">
          {t('The shopper has not paid yet: the parcel can ship once the bill is paid.')}
        </Text>
      ) : null}
      <HStack wrap="wrap" gap="2">
        {forward.map((status) => (
          <Button
            key={status}
            size="sm"
            disabled={!paid}
            loading={change.isPending && change.variables === status}
            onClick={() => change.mutate(status, { onSuccess: () => notify(t('Shipment updated')) })}
          >
            {nextLabel(status) ?? status}
          </Button>
        ))}
        {!shipment.shipping_paid_at && shipment.status !== 'cancelled' ? (
          <Button size="sm" variant="outline" disabled={!paid} onClick={() => setConfirming('pay')}>
            {t('Pay shipping')}
          </Button>
        ) : null}
        {shipment.shipping_paid_at ? (
          <Button
            size="sm"
            variant="outline"
            loading={note.pending !== null}
            onClick={() => note.download(true, () => downloadConsignmentNote(shipment.id))}
          >
            {t('Download consignment note')}
          </Button>
        ) : null}
        {next.includes('cancelled') ? (
          <Button size="sm" variant="ghost" colorPalette="red" onClick={() => setConfirming('cancel')}>
            {t('Cancel shipment')}
          </Button>
        ) : null}
      </HStack>
      <ConfirmDialog
        open={confirming === 'cancel'}
        title={t('Cancel this shipment?')}
        description={t('The parcel for {order} will not be sent. This cannot be undone.', {
          order: order.order_no,
        })}
        confirmLabel={t('Cancel shipment')}
        destructive
        loading={change.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={() =>
          change.mutate('cancelled', {
            onSuccess: () => notify(t('Shipment cancelled')),
            onSettled: () => setConfirming(null),
          })
        }
      />
      <ConfirmDialog
        open={confirming === 'pay'}
        title={t('Pay the courier for this label?')}
        description={t(
          '{courier} (sandbox) charges for the label of {order} ({weight} kg) and assigns a consignment number.',
          { courier: shipment.courier, order: order.order_no, weight: order.weight },
        )}
        confirmLabel={t('Pay shipping')}
        cancelLabel={t('Not now')}
        loading={pay.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={() =>
          pay.mutate(undefined, {
            onSuccess: () => notify(t('Shipping paid')),
            onSettled: () => setConfirming(null),
          })
        }
      />
    </Stack>
  )
}
