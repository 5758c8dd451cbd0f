// The subscription's and its history's states as badges.
import { Badge } from '@chakra-ui/react'
import type { SubscriptionHistory, SubscriptionStatus } from '@/contract/subscriptions.ts'

const STATUS: Record<SubscriptionStatus, { label: string; colour: string }> = {
  active: { label: 'Active', colour: 'green' },
  past_due: { label: 'Past due', colour: 'orange' },
  lapsed: { label: 'Lapsed', colour: 'red' },
  none: { label: 'No plan', colour: 'gray' },
}

export function SubscriptionStatusBadge({ status }: { status: SubscriptionStatus }) {
  return (
    <Badge colorPalette={STATUS[status].colour} data-testid="subscription-status">
      {STATUS[status].label}
    </Badge>
  )
}

const HISTORY_STATUS: Record<SubscriptionHistory['status'], { label: string; colour: string }> = {
  pending: { label: 'Awaiting payment', colour: 'orange' },
  paid: { label: 'Paid', colour: 'green' },
  scheduled: { label: 'Scheduled', colour: 'blue' },
  applied: { label: 'Applied', colour: 'green' },
  cancelled: { label: 'Cancelled', colour: 'gray' },
}

export function HistoryStatusBadge({ status }: { status: SubscriptionHistory['status'] }) {
  return <Badge colorPalette={HISTORY_STATUS[status].colour}>{HISTORY_STATUS[status].label}</Badge>
}
