// Moving the sandbox clock: every service reads time from deps.clock, so advancing it makes expiries,
// idempotency leases and (later) settlements and retries come due without waiting.
import { conflict } from '../../errors.ts'
import type { Deps } from '../../deps.ts'
import { isMovable } from '../../clock.ts'
import type { SandboxClockView } from '../../../src/contract/sandbox-clock.ts'

export function clockView(deps: Deps): SandboxClockView {
  const now = deps.clock.now()
  return { now: now.toISOString(), offset_seconds: Math.round((now.getTime() - Date.now()) / 1000) }
}

export function advanceClock(deps: Deps, seconds: number): SandboxClockView {
  if (!isMovable(deps.clock)) throw conflict('This server’s clock cannot be moved')
  deps.clock.advance(seconds * 1000)
  deps.log.info('sandbox clock advanced', { seconds })
  return clockView(deps)
}
