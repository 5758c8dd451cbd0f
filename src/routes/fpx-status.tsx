import { createFileRoute } from '@tanstack/react-router'
import { FpxStatusPage } from '@/pay/fpx-status-page.tsx'

// SPEC §2 /fpx-status: the public FPX bank health monitor.
export const Route = createFileRoute('/fpx-status')({
  staticData: { title: 'FPX Bank Status' },
  component: FpxStatusPage,
})
