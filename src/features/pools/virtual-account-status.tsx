// A virtual account's status: active (takes transfers) or closed (refuses them).
import { Badge } from '@chakra-ui/react'
import { statusWord } from '@/app/ui/status-words.ts'
import type { VirtualAccount } from '@/contract/pools.ts'

export function VirtualAccountStatusBadge({ status }: { status: VirtualAccount['status'] }) {
  return status === 'active' ? (
    <Badge colorPalette="green">{statusWord('active')}</Badge>
  ) : (
    <Badge colorPalette="gray">{statusWord('closed')}</Badge>
  )
}
