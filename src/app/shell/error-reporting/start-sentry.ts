// The error reporter itself, loaded only when the server names a DSN (load-error-reporting.ts): the standard
// Sentry SDK for React with SPEC §9's sampling, tracing and session replay, and the privacy rules of
// sentry-options.ts. Errors the page met before this loaded (src/start.ts kept them) are reported first.
import * as Sentry from '@sentry/react'
import type { ErrorReportingSettings } from '@/contract/error-reporting.ts'
import { scrubData } from '@/lib/error-scrubber.ts'
import { REPLAY_PRIVACY, sentryOptions, tracedRequest } from './sentry-options.ts'

export function startSentry(
  settings: ErrorReportingSettings & { dsn: string },
  early: readonly Event[],
): void {
  Sentry.init({
    ...sentryOptions(settings),
    integrations: [
      // The console's live stream stays open for minutes: as a span it would hold a page load's trace open
      // until the SDK's final timeout and send it while the console sits idle.
      Sentry.browserTracingIntegration({ shouldCreateSpanForRequest: tracedRequest }),
      Sentry.replayIntegration(REPLAY_PRIVACY),
    ],
  })
  // Replay events and anything else an integration builds go through the scrubber too.
  Sentry.getGlobalScope().addEventProcessor((event) => scrubData(event))
  for (const event of early) {
    if (event instanceof ErrorEvent) {
      Sentry.captureException(event.error ?? new Error(event.message), {
        mechanism: { type: 'onerror', handled: false },
      })
    } else if (event instanceof PromiseRejectionEvent) {
      Sentry.captureException(event.reason, { mechanism: { type: 'onunhandledrejection', handled: false } })
    }
  }
}
