// Error reporting (SPEC §9): the settings the app reads once interactive, and the sandbox collector that
// takes the SDK's envelopes (Sentry's ingest address for the DSN GET error-reporting/settings names) and
// shows them.
import {
  CollectorParamsSchema,
  ErrorReportingSettingsSchema,
  ErrorReportListQuerySchema,
  ErrorReportListSchema,
  MAX_ENVELOPE_BYTES,
  SANDBOX_COLLECTOR_PATH,
} from '../../src/contract/error-reporting.ts'
import { validationError } from '../errors.ts'
import { defineRoutes } from '../http/define-routes.ts'
import { keepEnvelope, listEnvelopes } from '../services/error-reports/collector.ts'
import { EnvelopeError, parseEnvelope } from '../services/error-reports/envelope.ts'
import { errorReportingSettings } from '../services/error-reports/settings.ts'

export const errorReportRoutes = defineRoutes({ tag: 'Error reporting', access: 'public' }, (r) => {
  r.add({
    id: 'errorReporting.settings',
    method: 'get',
    path: '/error-reporting/settings',
    summary:
      'Where the app sends its error reports: the DSN (null when error reporting is off) and the environment',
    description:
      'Read by the app once the page is interactive. With no DSN the app loads no error-reporting code and sends nothing. On a sandbox server with ERROR_REPORTING_DSN=sandbox the DSN names this server’s own collector.',
    response: ErrorReportingSettingsSchema,
    handler: ({ c, deps }) => ({ data: errorReportingSettings(deps.config, new URL(c.req.url).origin) }),
  })

  r.add({
    id: 'sandbox.errorReportCollect',
    method: 'post',
    path: `/${SANDBOX_COLLECTOR_PATH}/api/:project_id/envelope/`,
    summary:
      'The sandbox collector: takes one Sentry envelope (newline-delimited JSON items, as the browser SDK sends it) and keeps it',
    description: `The body is the SDK's envelope (text/plain): a JSON header line, then items (a JSON header line and a payload; a header with \`length\` frames that many bytes). At most ${MAX_ENVELOPE_BYTES / 1024} KB. A body that is not an envelope is refused with 4000 and the reason. The newest envelopes are kept in memory and shown by GET sandbox/error-reports.`,
    sandboxOnly: true,
    maxBodyBytes: MAX_ENVELOPE_BYTES,
    params: CollectorParamsSchema,
    handler: async ({ c, deps, params }) => {
      const body = new Uint8Array(await c.req.arrayBuffer())
      try {
        const report = keepEnvelope(deps, params.project_id, parseEnvelope(body), body.length)
        const eventId = report.header['event_id']
        return { data: { id: typeof eventId === 'string' ? eventId : null }, description: 'Envelope kept' }
      } catch (error) {
        if (error instanceof EnvelopeError)
          throw validationError({ body: error.message }, 'Not a Sentry envelope')
        throw error
      }
    },
  })

  r.add({
    id: 'sandbox.errorReports',
    method: 'get',
    path: `/${SANDBOX_COLLECTOR_PATH}`,
    summary:
      'What the sandbox collector received: the newest envelopes first, each with its header and items',
    description:
      'A sandbox tool, for tests and developers: what the app would have sent to the error-reporting service, after the browser’s scrubbing. Filter by item type with `type`. Like the real service, it is Niaga’s own: only admin accounts read it, since reports come from every merchant’s pages.',
    access: 'admin',
    sandboxOnly: true,
    query: ErrorReportListQuerySchema,
    response: ErrorReportListSchema,
    handler: ({ deps, query }) => {
      const list = listEnvelopes(deps, query.type)
      return { data: { list, total: list.length } }
    },
  })
})
