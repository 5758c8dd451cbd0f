// A key's status as a badge: active, expiring (rolled, still working until it expires), expired, revoked.
import { Badge } from '@chakra-ui/react'
import type { KeyStatus } from '@/contract/developers.ts'
import { keyStatusLabel } from './developer-words.ts'

const PALETTE: Record<KeyStatus, string> = {
  active: 'green',
  expiring: 'orange',
  expired: 'gray',
  revoked: 'red',
}

export function KeyStatusBadge({ status }: { status: KeyStatus }) {
  return <Badge colorPalette={PALETTE[status]}>{keyStatusLabel(status)}</Badge>
}
