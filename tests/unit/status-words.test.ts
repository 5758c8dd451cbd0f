// Every status a record can be in has a word in the console's catalog, so no badge or filter shows the
// API's own English (snake_case) in Malay.
import { describe, expect, it } from 'vitest'
import { STATUS_WORDS } from '../../src/app/ui/status-words.ts'
import { VERIFICATION_STATUSES } from '../../src/contract/banks.ts'
import { BILL_STATUSES } from '../../src/contract/collections.ts'
import { KEY_STATUSES, WHITELIST_STATUSES } from '../../src/contract/developers.ts'
import { DISCOUNT_STATUSES } from '../../src/contract/discount-choices.ts'
import { ONBOARDING_STATUSES } from '../../src/contract/introducer.ts'
import {
  ORDER_STATUSES,
  PAYMENT_RECORD_STATUSES,
  PAYOUT_STATUSES,
  SETTLEMENT_STATUSES,
} from '../../src/contract/list-choices.ts'
import { TRANSACTION_STATUSES } from '../../src/contract/payments.ts'
import { VIRTUAL_ACCOUNT_STATUSES } from '../../src/contract/pool-types.ts'
import { REPORT_STATUSES } from '../../src/contract/reports.ts'
import { SHIPMENT_STATUSES } from '../../src/contract/stores.ts'
import { HISTORY_STATUSES, SUBSCRIPTION_STATUSES } from '../../src/contract/subscriptions.ts'
import { INVITATION_STATUSES } from '../../src/contract/team.ts'
import ms from '../../src/locales/console/ms.json'

const EVERY_STATUS = [
  ...VERIFICATION_STATUSES,
  ...BILL_STATUSES,
  ...KEY_STATUSES,
  ...WHITELIST_STATUSES,
  ...DISCOUNT_STATUSES,
  ...ONBOARDING_STATUSES,
  ...ORDER_STATUSES,
  ...PAYMENT_RECORD_STATUSES,
  ...PAYOUT_STATUSES,
  ...SETTLEMENT_STATUSES,
  ...TRANSACTION_STATUSES,
  ...VIRTUAL_ACCOUNT_STATUSES,
  ...REPORT_STATUSES,
  ...SHIPMENT_STATUSES,
  ...SUBSCRIPTION_STATUSES,
  ...HISTORY_STATUSES,
  ...INVITATION_STATUSES,
]

describe('status words', () => {
  it.each([...new Set(EVERY_STATUS)])('"%s" has a word in Malay', (status) => {
    const word = STATUS_WORDS[status]
    expect(word, `STATUS_WORDS.${status}`).toBeDefined()
    expect((ms as Record<string, string>)[word!]).toMatch(/\S/)
  })
})
