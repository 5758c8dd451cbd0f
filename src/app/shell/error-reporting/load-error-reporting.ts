// Part of the page's entry (src/start.ts), run once the page has loaded and the browser is idle, so a payer's
// first screen never waits for it: asks the server for the error-reporting settings and loads the SDK's file
// only when they name a DSN. With no DSN (or no answer) nothing more is loaded and nothing is sent.
// A plain fetch, not the app's client (src/api/client.ts): a public GET with no session, and the entry stays
// free of the client's code.
import { API_BASE } from '@/contract/constants.ts'
import type { ErrorReportingSettings } from '@/contract/error-reporting.ts'

export const SETTINGS_URL = `${API_BASE}error-reporting/settings`

type StartSentry = (settings: ErrorReportingSettings & { dsn: string }, early: readonly Event[]) => void

/**
 * @param early the errors the page met before now (src/start.ts keeps them)
 * @param stopKeeping ends that keeping: the SDK has its own handlers from here on, or nothing reports at all
 */
export async function loadErrorReporting(
  early: readonly Event[],
  stopKeeping: () => void,
  load: () => Promise<{ startSentry: StartSentry }> = () => import('./start-sentry.ts'),
): Promise<boolean> {
  try {
    const answer = (await (await fetch(SETTINGS_URL, { credentials: 'omit' })).json()) as {
      data?: Partial<ErrorReportingSettings> | null
    }
    const dsn = answer.data?.dsn
    if (typeof dsn !== 'string' || dsn === '') return false
    const { startSentry } = await load()
    startSentry({ dsn, environment: answer.data?.environment ?? 'production' }, early)
    return true
  } catch {
    return false // offline, or a server without the setting: no reports this visit
  } finally {
    stopKeeping()
  }
}
