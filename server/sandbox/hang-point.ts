// Test-only pause points (TEST_HANG_AT, server/config.ts): the request holds at the configured point forever,
// after saying so on the log, so a test can SIGKILL the server mid-request at a known place. Every other
// point, and every point when nothing is configured, passes at once.
import type { Config } from '../config.ts'
import type { HangPoints } from '../deps.ts'
import type { Logger } from '../log.ts'

export const configuredHangPoints = (config: Config, log: Logger): HangPoints => ({
  async reach(point) {
    if (config.hangAt !== point) return
    log.info('hang point reached', { point })
    await new Promise<never>(() => {})
  },
})
