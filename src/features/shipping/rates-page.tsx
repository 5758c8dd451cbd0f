// /shipping/rates: the delivery prices of each zone, flat or by weight band.
import { useState } from 'react'
import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { shippingQueries } from '@/api/shipping.ts'
import { money } from '@/app/ui/data-table-cells.tsx'
import type { ShippingRate } from '@/contract/shipping.ts'
import { DeleteShippingDialog } from './delete-shipping-dialog.tsx'
import { RateDialog } from './rate-dialog.tsx'
import { RecordStatus, RowActions, SettingsTable } from './settings-table.tsx'

const band = (rate: ShippingRate) =>
  rate.kind === 'flat'
    ? 'Any weight'
    : rate.max_weight === null
      ? `${rate.min_weight} kg and above`
      : `${rate.min_weight} kg to below ${rate.max_weight} kg`

export function RatesPage() {
  const zones = useQuery(shippingQueries.zones())
  const rates = useQuery(shippingQueries.rates())
  const [editing, setEditing] = useState<ShippingRate | null | undefined>(undefined)
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null)
  const zoneName = (id: string) => zones.data?.find((z) => z.id === id)?.name ?? '—'

  return (
    <Stack gap="3">
      <HStack justify="space-between" wrap="wrap">
        <Text color="fg.muted">
          A cart gets every active rate of its zone that fits its weight; the cheapest shows first.
        </Text>
        <Button size="sm" onClick={() => setEditing(null)} disabled={!zones.data?.length}>
          New rate
        </Button>
      </HStack>
      {zones.data?.length === 0 ? (
        <Text color="fg.muted">Create a shipping zone first: every rate belongs to one.</Text>
      ) : null}
      <SettingsTable
        label="Shipping rates"
        rows={rates.data}
        isError={rates.isError}
        onRetry={() => void rates.refetch()}
        empty="No rates yet: without one, shoppers get no delivery options."
        columns={[
          { header: 'Name', cell: (r) => r.name },
          { header: 'Zone', cell: (r) => zoneName(r.zone_id) },
          { header: 'Weight', hideBelow: 'md', cell: band },
          { header: 'Price', align: 'end', cell: (r) => money(r.price) },
          {
            header: 'Status',
            hideBelow: 'lg',
            cell: (r) => <RecordStatus id={r.record_status_id} />,
          },
          {
            header: 'Actions',
            align: 'end',
            cell: (r) => (
              <RowActions
                name={r.name}
                onEdit={() => setEditing(r)}
                onDelete={() => setDeleting({ id: r.id, name: r.name })}
              />
            ),
          },
        ]}
      />
      {editing !== undefined ? (
        <RateDialog
          key={editing?.id ?? 'new'}
          open
          rate={editing}
          zones={zones.data ?? []}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
      <DeleteShippingDialog kind="rates" target={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  )
}
