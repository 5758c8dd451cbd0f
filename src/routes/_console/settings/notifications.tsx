import { createFileRoute } from '@tanstack/react-router'
import { NotificationSettingsPage } from '@/features/notification-settings/notification-settings-page.tsx'

// SPEC §7 notification-settings: which events notify whom, by email or SMS
// (src/contract/notification-settings.ts).
export const Route = createFileRoute('/_console/settings/notifications')({
  staticData: {
    title: 'Notifications',
    subtitle: 'Who hears about payments, payouts, orders, low stock and your plan, by email or SMS',
  },
  component: NotificationSettingsPage,
})
