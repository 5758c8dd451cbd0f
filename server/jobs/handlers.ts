// Every kind of durable job and the function that runs it.
import { CALLBACK_JOB, deliverCallback } from '../services/payments/callbacks.ts'
import type { JobHandler } from './queue.ts'

export const JOB_HANDLERS: Record<string, JobHandler> = {
  [CALLBACK_JOB]: deliverCallback,
}
