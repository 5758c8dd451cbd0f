// What the introducer's dashboard draws with, handed in by dashboard-page.tsx instead of imported: the two
// dashboards then share no module, so the merchant's first screen stays one file (a module both imported
// would be cut out into files of its own, each a request on the merchant's first load). Types only here.
import type { count, dateTime, money } from './format.ts'
import type { ReportChart } from './report-chart.tsx'
import type { ReportControls } from './report-panel.tsx'
import type { LoadFailed, StatGrid } from './stat-card.tsx'

export interface DashboardKit {
  StatGrid: typeof StatGrid
  LoadFailed: typeof LoadFailed
  ReportChart: typeof ReportChart
  ReportControls: typeof ReportControls
  money: typeof money
  count: typeof count
  dateTime: typeof dateTime
}
