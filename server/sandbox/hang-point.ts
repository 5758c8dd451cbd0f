// A test-only pause point (TEST_HANG_AT, server/config.ts): the request holds there forever, after saying
// so on the log, so a test can SIGKILL the server mid-request at a known place. A no-op unless configured.
import type { HangPoint } from '../config.ts'
import type { Deps } from '../deps.ts'

export async function holdAt(deps: Deps, point: HangPoint): Promise<void> {
  if (deps.config.hangAt !== point) return
  deps.log.info('hang point reached', { point })
  await new Promise<never>(() => {})
}
