// Shown while the page displays data persisted from an earlier visit because the network is unreachable.
import { Badge } from '@chakra-ui/react'
import { dateTime } from '@/app/ui/data-table-cells.tsx'
import { t } from '@/i18n/i18n.ts'

export function OfflineBadge({ updatedAt }: { updatedAt?: number }) {
  const when = updatedAt ? dateTime(new Date(updatedAt).toISOString()) : null
  return (
    <Badge
      role="status"
      colorPalette="orange"
      variant="subtle"
      size="lg"
      px="3"
      py="1"
      data-testid="offline-badge"
      title={when ? t('Loaded {when}', { when }) : undefined}
    >
      {t('Offline — showing last loaded data')}
    </Badge>
  )
}
