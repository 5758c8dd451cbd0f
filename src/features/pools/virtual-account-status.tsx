// A virtual account's status: active (takes transfers) or closed (refuses them).
import { Badge } from '@chakra-ui/react'
import type { VirtualAccount } from '@/contract/pools.ts'

export function VirtualAccountStatusBadge({ status }: { status: VirtualAccount['status'] }) {
  return status === 'active' ? (
    <Badge colorPalette="green">Active</Badge>
  ) : (
    <Badge colorPalette="gray">Closed</Badge>
  )
}
