// Tells the shopper the page is offline and what still works.
import { Badge } from '@/public-ui/text.tsx'
import { useOnlineStatus } from '@/app/shell/use-online-status.ts'
import { useT } from '@/i18n/use-t.ts'

export function OfflineBadge() {
  const t = useT()
  const online = useOnlineStatus()
  if (online) return null
  return (
    <Badge
      colorPalette="orange"
      variant="solid"
      data-testid="storefront-offline"
      role="status"
      title={t('store.offline.title')}
    >
      {t('store.offline.badge')}
    </Badge>
  )
}
