// Decides whether the dashboard tour runs (SPEC §9 default: on) and saves that it has been seen.
import { lazy, Suspense, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { tourQueries, useSaveTourSetting } from '@/api/tour.ts'
import { DEFAULT_TOUR_SETTING } from '@/contract/list-choices.ts'
import { DASHBOARD_TOUR_STEPS } from './tour-steps.ts'

// Loaded only when the tour is due: a merchant who finished it (nearly every visit) never downloads it.
const DashboardTour = lazy(() => import('./dashboard-tour.tsx').then((m) => ({ default: m.DashboardTour })))

export function DashboardTourGate({ ready }: { ready: boolean }) {
  const tour = useQuery(tourQueries.me())
  const save = useSaveTourSetting()
  // Closes at once, even while saving or offline; the saved setting keeps it closed next time.
  const [dismissed, setDismissed] = useState(false)

  const setting = tour.data?.setting ?? DEFAULT_TOUR_SETTING
  // Wait for the server's answer (not a cached one) before opening, so a finished tour stays closed.
  if (!ready || !tour.isSuccess || tour.isFetching || dismissed || setting.dashboard !== true) return null

  const finish = () => {
    setDismissed(true)
    save.mutate({ id: tour.data?.id ?? null, setting: { ...setting, dashboard: false } })
  }
  return (
    <Suspense fallback={null}>
      <DashboardTour steps={DASHBOARD_TOUR_STEPS} onFinish={finish} />
    </Suspense>
  )
}
