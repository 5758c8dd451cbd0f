// A payment's commission: the amount, and whether it is the introducer's yet (posted when the payment
// settles), still to come (paid, not settled) or none (not paid, or voided).
import { Badge, Stack, Text } from '@chakra-ui/react'
import { money } from '@/app/ui/data-table-cells.tsx'
import type { CommissionState } from '@/contract/introducer.ts'

export const COMMISSION_STATE_LABELS: Record<CommissionState, string> = {
  posted: 'Earned',
  expected: 'On settlement',
  none: 'None',
}

const COLOURS: Record<CommissionState, string> = { posted: 'green', expected: 'orange', none: 'gray' }

export function CommissionCell({ amount, state }: { amount: string; state: CommissionState }) {
  return (
    <Stack gap="0.5" align="flex-end">
      <Text whiteSpace="nowrap">{money(amount)}</Text>
      <Badge size="sm" colorPalette={COLOURS[state]}>
        {COMMISSION_STATE_LABELS[state]}
      </Badge>
    </Stack>
  )
}
