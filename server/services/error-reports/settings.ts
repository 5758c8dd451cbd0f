// What the app is told about error reporting (GET error-reporting/settings), read once the page is
// interactive: one build can report to the sandbox collector, a real service, or nowhere, as the server's
// setting says.
import {
  SANDBOX_COLLECTOR_PATH,
  SANDBOX_COLLECTOR_SETTING,
  SANDBOX_PROJECT_ID,
  SANDBOX_PUBLIC_KEY,
  type ErrorReportingSettings,
} from '../../../src/contract/error-reporting.ts'
import { API_BASE } from '../../../src/contract/constants.ts'
import type { Config } from '../../config.ts'

/** The DSN for a page served at `origin`: the sandbox collector is on the same origin as the page, so the
 *  payment pages' CSP (connect-src 'self') lets the SDK reach it and nothing else. */
export function errorReportingSettings(config: Config, origin: string): ErrorReportingSettings {
  const setting = config.errorReportingDsn
  const environment = config.sandbox ? 'sandbox' : 'production'
  if (!setting) return { dsn: null, environment }
  if (setting !== SANDBOX_COLLECTOR_SETTING) return { dsn: setting, environment }
  const { protocol, host } = new URL(origin)
  return {
    dsn: `${protocol}//${SANDBOX_PUBLIC_KEY}@${host}${API_BASE}${SANDBOX_COLLECTOR_PATH}/${SANDBOX_PROJECT_ID}`,
    environment,
  }
}

/** The origin the CSP must also allow for the SDK's requests: a DSN's host on another origin; null for none
 *  or the sandbox collector (same origin). */
export function collectorOrigin(config: Config): string | null {
  const setting = config.errorReportingDsn
  if (!setting || setting === SANDBOX_COLLECTOR_SETTING) return null
  return new URL(setting).origin
}
