// Tells the shopper the page is offline and what still works.
import { Badge } from '@/public-ui/text.tsx'
import { useOnlineStatus } from '@/app/shell/use-online-status.ts'

export function OfflineBadge() {
  const online = useOnlineStatus()
  if (online) return null
  return (
    <Badge
      colorPalette="orange"
      variant="solid"
      data-testid="storefront-offline"
      role="status"
      title="Your cart is kept; orders are sent when you are back online"
    >
      Offline
    </Badge>
  )
}
