// Shown while the page displays data persisted from an earlier visit because the network is unreachable.
import { Badge } from '@chakra-ui/react'
import { t } from '@/i18n/i18n.ts'

export function OfflineBadge({ updatedAt }: { updatedAt?: number }) {
  const when = updatedAt
    ? new Date(updatedAt).toLocaleString('en-MY', { dateStyle: 'medium', timeStyle: 'short' })
    : null
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
