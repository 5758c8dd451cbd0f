// Where a webhook event stands, as a badge: delivered, retrying, failed (given up) or no endpoint to send to.
import { Badge } from '@chakra-ui/react'
import type { DeliveryState } from '@/contract/developers.ts'
import { t } from '@/i18n/i18n.ts'
import { DELIVERY_STATE_WORDS } from './developer-words.ts'

const PALETTE: Record<DeliveryState, string> = {
  delivered: 'green',
  retrying: 'orange',
  failed: 'red',
  no_endpoint: 'gray',
}

export function DeliveryStateBadge({ state }: { state: DeliveryState }) {
  return <Badge colorPalette={PALETTE[state]}>{t(DELIVERY_STATE_WORDS[state])}</Badge>
}
