// The subscription's and its history's states as badges, in the reader's language.
import { Badge } from '@chakra-ui/react'
import type { SubscriptionHistory, SubscriptionStatus } from '@/contract/subscriptions.ts'
import { t, type ConsoleText } from '@/i18n/i18n.ts'

const STATUS: Record<SubscriptionStatus, { label: ConsoleText; colour: string }> = {
  active: { label: 'Active', colour: 'green' },
  past_due: { label: 'Past due', colour: 'orange' },
  lapsed: { label: 'Lapsed', colour: 'red' },
  none: { label: 'No plan', colour: 'gray' },
}

export function SubscriptionStatusBadge({ status }: { status: SubscriptionStatus }) {
  return (
    <Badge colorPalette={STATUS[status].colour} data-testid="subscription-status">
      {t(STATUS[status].label)}
    </Badge>
  )
}

const HISTORY_STATUS: Record<SubscriptionHistory['status'], { label: ConsoleText; colour: string }> = {
  pending: { label: 'Awaiting payment', colour: 'orange' },
  paid: { label: 'Paid', colour: 'green' },
  scheduled: { label: 'Scheduled', colour: 'blue' },
  applied: { label: 'Applied', colour: 'green' },
  cancelled: { label: 'Cancelled', colour: 'gray' },
}

export function HistoryStatusBadge({ status }: { status: SubscriptionHistory['status'] }) {
  return <Badge colorPalette={HISTORY_STATUS[status].colour}>{t(HISTORY_STATUS[status].label)}</Badge>
}
