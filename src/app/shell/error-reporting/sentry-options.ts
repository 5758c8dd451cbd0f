// The SDK's options, apart from its integrations: SPEC §9's sampling and the privacy rules every event,
// breadcrumb, transaction and replay goes through (src/lib/error-scrubber.ts). Pure, so a unit test can read
// exactly what the browser would be configured with.
import type { BrowserOptions, replayIntegration } from '@sentry/react'
import { ERROR_REPORTING_SAMPLING, type ErrorReportingSettings } from '@/contract/error-reporting.ts'
import { scrubData, scrubRecording } from '@/lib/error-scrubber.ts'

declare const __NIAGA_BUILD__: { version: string; sha: string | null; built_at: string } | undefined

/** `niaga@0.1.0+abc123def456`: the build the report came from (vite.config.ts defines __NIAGA_BUILD__). */
export function releaseName(): string | undefined {
  const build = typeof __NIAGA_BUILD__ === 'undefined' ? undefined : __NIAGA_BUILD__
  return build ? `niaga@${build.version}${build.sha ? `+${build.sha}` : ''}` : undefined
}

export function sentryOptions(settings: ErrorReportingSettings & { dsn: string }): BrowserOptions {
  return {
    dsn: settings.dsn,
    environment: settings.environment,
    release: releaseName(),
    ...ERROR_REPORTING_SAMPLING,
    // The SDK itself attaches no user details (IP address), cookies, headers, bodies or query strings.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      stackFrameVariables: false,
    },
    // Our server reads no trace headers: the SDK adds none to the app's API calls (or to a bank's page).
    tracePropagationTargets: [],
    maxBreadcrumbs: 50,
    beforeSend: (event) => scrubData(event),
    // Spans are streamed (the SDK's default trace lifecycle), each through this hook; a transaction, when the
    // lifecycle is static, through the next.
    beforeSendSpan: (span) => scrubData(span),
    beforeSendTransaction: (event) => scrubData(event),
    beforeBreadcrumb: (breadcrumb) => scrubData(breadcrumb),
  }
}

/** The console's live stream (LIVE_EVENTS_PATH of src/contract/live.ts), written out here: importing the
 *  contract would make the payment pages' reporter load the console's event types. A unit test keeps the
 *  two equal. */
export const LIVE_STREAM_PATH = 'live/events'

/** Requests traced as spans: not the live stream, open for minutes, which would hold a page load's trace. */
export const tracedRequest = (url: string): boolean => !url.includes(LIVE_STREAM_PATH)

/** Session replay's privacy: no text, no typed value, no image, and the card fields not recorded at all. */
export const REPLAY_PRIVACY: NonNullable<Parameters<typeof replayIntegration>[0]> = {
  maskAllText: true,
  maskAllInputs: true,
  blockAllMedia: true,
  block: ['[autocomplete^="cc-"]', '[data-card-form]', '.sentry-block'],
  maskAttributes: ['title', 'placeholder', 'aria-label', 'alt', 'href', 'value', 'aria-valuetext'],
  // No request or response bodies or headers in replays (the default, said out loud).
  networkDetailAllowUrls: [],
  // The compression worker would be a blob: worker, which the pages' CSP (worker-src 'self') refuses.
  useCompression: false,
  // The replay's own breadcrumbs and network spans (console lines, fetch URLs) pass the same scrubber.
  beforeAddRecordingEvent: (event) => scrubRecording(event),
}
