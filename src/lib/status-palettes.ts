// Each record kind's statuses as colours, the one source for its badges wherever the record is shown.
import type { PAYOUT_STATUSES } from '../contract/list-choices.ts'

/** Requested and processing are on their way; paid reached the bank. */
export const PAYOUT_STATUS_PALETTE: Record<(typeof PAYOUT_STATUSES)[number], string> = {
  requested: 'blue',
  processing: 'orange',
  paid: 'green',
  failed: 'red',
}
