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
import { t } from '@/i18n/i18n.ts'

const band = (rate: ShippingRate) =>
  rate.kind === 'flat'
    ? t('Any weight')
    : rate.max_weight === null
      ? t('{min} kg and above', { min: rate.min_weight })
      : t('{min} kg to below {max} kg', { min: rate.min_weight, max: rate.max_weight })

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
          {t('A cart gets every active rate of its zone that fits its weight; the cheapest shows first.')}
        </Text>
        <Button size="sm" onClick={() => setEditing(null)} disabled={!zones.data?.length}>
          {t('New rate')}
        </Button>
      </HStack>
      {zones.data?.length === 0 ? (
        <Text color="fg.muted">{t('Create a shipping zone first: every rate belongs to one.')}</Text>
      ) : null}
      <SettingsTable
        label={t('Shipping rates')}
        rows={rates.data}
        isError={rates.isError}
        onRetry={() => void rates.refetch()}
        empty={t('No rates yet: without one, shoppers get no delivery options.')}
        columns={[
          { header: t('Name'), cell: (r) => r.name },
          { header: t('Zone'), cell: (r) => zoneName(r.zone_id) },
          { header: t('Weight'), hideBelow: 'md', cell: band },
          { header: t('Price'), align: 'end', cell: (r) => money(r.price) },
          {
            header: t('Status'),
            hideBelow: 'lg',
            cell: (r) => <RecordStatus id={r.record_status_id} />,
          },
          {
            header: t('Actions'),
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
