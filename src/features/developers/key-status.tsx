// A key's status as a badge: active, expiring (rolled, still working until it expires), expired, revoked.
import { Badge } from '@chakra-ui/react'
import type { KeyStatus } from '@/contract/developers.ts'

const STATUS: Record<KeyStatus, [label: string, palette: string]> = {
  active: ['Active', 'green'],
  expiring: ['Expiring', 'orange'],
  expired: ['Expired', 'gray'],
  revoked: ['Revoked', 'red'],
}

export const KEY_STATUS_LABELS = Object.fromEntries(
  Object.entries(STATUS).map(([status, [label]]) => [status, label]),
) as Record<KeyStatus, string>

export function KeyStatusBadge({ status }: { status: KeyStatus }) {
  const [label, palette] = STATUS[status]
  return <Badge colorPalette={palette}>{label}</Badge>
}
