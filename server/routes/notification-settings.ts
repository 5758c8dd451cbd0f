// Notification settings (SPEC §7: POST notification-settings/merchant-notification-settings, POST
// notification-settings, PUT notification-settings/{id}; plus GET and DELETE by id).
import {
  NotificationSettingCreateSchema,
  NotificationSettingSchema,
  NotificationSettingUpdateSchema,
} from '../../src/contract/notification-settings.ts'
import { PageSearchQuery } from '../http/list-query.ts'
import { defineRoutes } from '../http/define-routes.ts'
import {
  createNotificationSetting,
  deleteNotificationSetting,
  getNotificationSetting,
  listNotificationSettings,
  updateNotificationSetting,
} from '../services/notifications/settings.ts'

export const notificationSettingRoutes = defineRoutes(
  { tag: 'Notification settings', access: 'merchant', permission: 'settings' },
  (r) => {
    r.records({
      id: 'notificationSettings',
      path: '/notification-settings',
      label: 'Notification setting',
      row: NotificationSettingSchema,
      list: {
        summary: 'The account’s notification settings, one per event and channel',
        query: PageSearchQuery,
        run: listNotificationSettings,
        aliases: [
          {
            id: 'notificationSettings.merchantList',
            method: 'post',
            path: '/notification-settings/merchant-notification-settings',
          },
        ],
      },
      get: { summary: 'One notification setting', run: getNotificationSetting },
      create: {
        summary: 'Who hears about an event by email or SMS (one setting per event and channel)',
        body: NotificationSettingCreateSchema,
        run: createNotificationSetting,
      },
      update: {
        summary: 'Turn a notification on or off, or change its recipients',
        body: NotificationSettingUpdateSchema,
        run: updateNotificationSetting,
      },
      delete: {
        summary: 'Remove a notification setting (the event’s default applies again when it has none)',
        run: deleteNotificationSetting,
      },
    })
  },
)
