// The sandbox clock (GET sandbox/clock, POST sandbox/clock/advance): the server's time moves forward on
// request, like a test clock, so expiries, settlements and retries can be seen without waiting.
import * as v from 'valibot'

/** One advance moves at most a year: enough for any expiry, small enough to keep dates sane. */
export const MAX_CLOCK_ADVANCE_SECONDS = 366 * 24 * 60 * 60

export const ClockAdvanceSchema = v.strictObject({
  seconds: v.pipe(
    v.number('The seconds field must be a number'),
    v.integer('The seconds field must be a whole number'),
    v.minValue(1, 'The seconds field must be at least 1'),
    v.maxValue(
      MAX_CLOCK_ADVANCE_SECONDS,
      `The seconds field must be at most ${MAX_CLOCK_ADVANCE_SECONDS} (366 days)`,
    ),
  ),
})
export type ClockAdvance = v.InferOutput<typeof ClockAdvanceSchema>

export const SandboxClockSchema = v.object({
  /** The server's current time (ISO 8601, UTC). */
  now: v.string(),
  /** How far the sandbox clock runs ahead of real time, in whole seconds. */
  offset_seconds: v.number(),
})
export type SandboxClockView = v.InferOutput<typeof SandboxClockSchema>
