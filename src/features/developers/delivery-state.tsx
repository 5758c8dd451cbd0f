// Where a webhook event stands, as a badge: delivered, retrying, failed (given up) or no endpoint to send to.
import { Badge } from '@chakra-ui/react'
import type { DeliveryState } from '@/contract/developers.ts'

const STATE: Record<DeliveryState, [label: string, palette: string]> = {
  delivered: ['Delivered', 'green'],
  retrying: ['Retrying', 'orange'],
  failed: ['Failed', 'red'],
  no_endpoint: ['No endpoint', 'gray'],
}

export function DeliveryStateBadge({ state }: { state: DeliveryState }) {
  const [label, palette] = STATE[state]
  return <Badge colorPalette={palette}>{label}</Badge>
}
