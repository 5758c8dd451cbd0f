// The sandbox's error-reporting collector: the envelopes the browser SDK would send to the service, kept in
// memory (the newest COLLECTOR_CAPACITY, per server) so tests and the sandbox tools can read what would leave
// the browser. Sandbox only: a real deployment points ERROR_REPORTING_DSN at the service itself.
import {
  COLLECTOR_CAPACITY,
  COLLECTOR_MAX_BYTES,
  type ErrorReport,
} from '../../../src/contract/error-reporting.ts'
import type { Deps } from '../../deps.ts'
import type { ParsedEnvelope } from './envelope.ts'

interface Collector {
  nextId: number
  reports: ErrorReport[]
}

// One collector per running app (its deps), so in-process API tests each start empty.
const collectors = new WeakMap<Deps, Collector>()

function collectorOf(deps: Deps): Collector {
  let collector = collectors.get(deps)
  if (!collector) {
    collector = { nextId: 1, reports: [] }
    collectors.set(deps, collector)
  }
  return collector
}

export function keepEnvelope(
  deps: Deps,
  projectId: string,
  envelope: ParsedEnvelope,
  bytes: number,
): ErrorReport {
  const collector = collectorOf(deps)
  const report: ErrorReport = {
    id: collector.nextId++,
    received_at: deps.clock.now().toISOString(),
    project_id: projectId,
    bytes,
    header: envelope.header,
    items: envelope.items,
  }
  collector.reports.unshift(report)
  collector.reports.length = Math.min(collector.reports.length, COLLECTOR_CAPACITY)
  // Bounded in bytes too: a few large replays push the oldest envelopes out (the newest is always kept).
  let bytesKept = collector.reports.reduce((sum, kept) => sum + kept.bytes, 0)
  while (bytesKept > COLLECTOR_MAX_BYTES && collector.reports.length > 1)
    bytesKept -= collector.reports.pop()!.bytes
  return report
}

/** The kept envelopes, newest first; with a type, those holding an item of that type. */
export function listEnvelopes(deps: Deps, type?: string): ErrorReport[] {
  const { reports } = collectorOf(deps)
  return type ? reports.filter((report) => report.items.some((item) => item.type === type)) : reports
}
