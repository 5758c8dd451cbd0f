// /shipping/zones: shipping profiles (free-shipping thresholds) and their zones of Malaysian states.
import { useState } from 'react'
import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { shippingQueries } from '@/api/shipping.ts'
import { money } from '@/app/ui/data-table-cells.tsx'
import type { ShippingProfile, ShippingZone } from '@/contract/shipping.ts'
import { MALAYSIAN_STATES } from '@/contract/states.ts'
import { DeleteShippingDialog } from './delete-shipping-dialog.tsx'
import { ProfileDialog } from './profile-dialog.tsx'
import { RecordStatus, RowActions, SettingsTable } from './settings-table.tsx'
import { ZoneDialog } from './zone-dialog.tsx'
import { t } from '@/i18n/i18n.ts'

const stateNames = (ids: string[]) =>
  MALAYSIAN_STATES.filter((s) => ids.includes(s.id))
    .map((s) => s.name)
    .join(', ')

// A dialog opens for a new record (null) or an existing one; undefined is closed.
type Editing<T> = T | null | undefined

export function ZonesPage() {
  const profiles = useQuery(shippingQueries.profiles())
  const zones = useQuery(shippingQueries.zones())
  const [profile, setProfile] = useState<Editing<ShippingProfile>>(undefined)
  const [zone, setZone] = useState<Editing<ShippingZone>>(undefined)
  const [deleting, setDeleting] = useState<{ kind: 'profiles' | 'zones'; id: string; name: string } | null>(
    null,
  )
  const profileName = (id: string | null) => profiles.data?.find((p) => p.id === id)?.name ?? t('No profile')

  return (
    <Stack gap="8">
      <Stack gap="3">
        <HStack justify="space-between" wrap="wrap">
          <Heading size="md">{t('Shipping profiles')}</Heading>
          <Button size="sm" onClick={() => setProfile(null)}>
            {t('New profile')}
          </Button>
        </HStack>
        <SettingsTable
          label={t('Shipping profiles')}
          rows={profiles.data}
          isError={profiles.isError}
          onRetry={() => void profiles.refetch()}
          empty={t('No shipping profiles yet: a profile holds your zones and its free-shipping threshold.')}
          columns={[
            { header: t('Name'), cell: (p) => p.name },
            {
              header: t('Free shipping from'),
              align: 'end',
              cell: (p) => (p.free_shipping_threshold ? money(p.free_shipping_threshold) : t('Never')),
            },
            { header: t('Status'), cell: (p) => <RecordStatus id={p.record_status_id} /> },
            {
              header: t('Actions'),
              align: 'end',
              cell: (p) => (
                <RowActions
                  name={p.name}
                  onEdit={() => setProfile(p)}
                  onDelete={() => setDeleting({ kind: 'profiles', id: p.id, name: p.name })}
                />
              ),
            },
          ]}
        />
      </Stack>

      <Stack gap="3">
        <HStack justify="space-between" wrap="wrap">
          <Heading size="md">{t('Shipping zones')}</Heading>
          <Button size="sm" onClick={() => setZone(null)} disabled={!profiles.data?.length}>
            {t('New zone')}
          </Button>
        </HStack>
        {profiles.data?.length === 0 ? (
          <Text color="fg.muted">{t('Create a shipping profile first: every zone belongs to one.')}</Text>
        ) : null}
        <SettingsTable
          label={t('Shipping zones')}
          rows={zones.data}
          isError={zones.isError}
          onRetry={() => void zones.refetch()}
          empty={t('No zones yet: a zone is the states one set of rates delivers to.')}
          columns={[
            { header: t('Name'), cell: (z) => z.name },
            { header: t('Profile'), hideBelow: 'md', cell: (z) => profileName(z.profile_id) },
            { header: t('States'), cell: (z) => <Text fontSize="sm">{stateNames(z.state_ids)}</Text> },
            { header: t('Status'), hideBelow: 'md', cell: (z) => <RecordStatus id={z.record_status_id} /> },
            {
              header: t('Actions'),
              align: 'end',
              cell: (z) => (
                <RowActions
                  name={z.name}
                  onEdit={() => setZone(z)}
                  onDelete={() => setDeleting({ kind: 'zones', id: z.id, name: z.name })}
                />
              ),
            },
          ]}
        />
      </Stack>

      {profile !== undefined ? (
        <ProfileDialog
          key={profile?.id ?? 'new'}
          open
          profile={profile}
          onClose={() => setProfile(undefined)}
        />
      ) : null}
      {zone !== undefined ? (
        <ZoneDialog
          key={zone?.id ?? 'new'}
          open
          zone={zone}
          profiles={profiles.data ?? []}
          zones={zones.data ?? []}
          onClose={() => setZone(undefined)}
        />
      ) : null}
      <DeleteShippingDialog
        kind={deleting?.kind ?? 'zones'}
        target={deleting}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  )
}
