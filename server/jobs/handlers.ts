// Every kind of durable job and the function that runs it.
import { completePayout, processPayout } from '../services/money-out/payout-jobs.ts'
import { PAYOUT_COMPLETE_JOB, PAYOUT_PROCESS_JOB } from '../services/money-out/payouts.ts'
import { releaseReserve, runSettlement } from '../services/money-out/settlement-jobs.ts'
import { RESERVE_RELEASE_JOB, SETTLEMENT_RUN_JOB } from '../services/money-out/settlements.ts'
import { checkSubscription, SUBSCRIPTION_CHECK_JOB } from '../services/subscriptions/payments.ts'
import { deliverWebhook, WEBHOOK_JOB } from '../services/webhooks/events.ts'
import { REPORT_JOB, runReportJob } from '../services/reports/reports.ts'
import type { JobHandler } from './queue.ts'

/** Jobs that move money between the merchant's balances: the sandbox clock runs them as it moves. */
export const MONEY_JOB_HANDLERS: Record<string, JobHandler> = {
  [SETTLEMENT_RUN_JOB]: runSettlement,
  [RESERVE_RELEASE_JOB]: releaseReserve,
  [PAYOUT_PROCESS_JOB]: processPayout,
  [PAYOUT_COMPLETE_JOB]: completePayout,
  // Renewals and lapses follow the clock too: a plan's channels turn off when the sandbox clock passes its
  // grace.
  [SUBSCRIPTION_CHECK_JOB]: checkSubscription,
}

/** Reports: a 100,000-row file takes about a minute, so they get a runner of their own (server/index.ts) and
 *  a callback, a payout or a settlement never waits behind one. */
export const REPORT_JOB_HANDLERS: Record<string, JobHandler> = {
  [REPORT_JOB]: runReportJob,
}

export const JOB_HANDLERS: Record<string, JobHandler> = {
  [WEBHOOK_JOB]: deliverWebhook,
  ...MONEY_JOB_HANDLERS,
}
