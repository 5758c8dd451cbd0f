// A payment's commission: the amount, and whether it is the introducer's yet (posted when the payment
// settles), still to come (paid, not settled) or none (not paid, or voided).
import { Badge, Stack, Text } from '@chakra-ui/react'
import { money } from '@/app/ui/data-table-cells.tsx'
import type { CommissionState } from '@/contract/introducer.ts'
import { t, type ConsoleText } from '@/i18n/i18n.ts'

/** Each state's word: its id is the English word, which the CSV export writes as it is. */
export const COMMISSION_STATE_WORDS: Record<CommissionState, ConsoleText> = {
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
        {t(COMMISSION_STATE_WORDS[state])}
      </Badge>
    </Stack>
  )
}
