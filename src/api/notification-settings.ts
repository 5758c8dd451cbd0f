// Notification settings (SPEC §7: POST notification-settings/merchant-notification-settings, POST
// notification-settings, PUT notification-settings/{id}; src/contract/notification-settings.ts).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { ListData } from '@/contract/envelope.ts'
import type {
  NotificationSetting,
  NotificationSettingCreate,
  NotificationSettingUpdate,
} from '@/contract/notification-settings.ts'
import { apiData } from './client.ts'

export const notificationKeys = {
  all: ['notification-settings'] as const,
}

export const notificationQueries = {
  /** Every setting of the account (one per event and channel: at most 14). */
  list: () =>
    queryOptions({
      queryKey: notificationKeys.all,
      queryFn: async ({ signal }) =>
        (
          await apiData<ListData<NotificationSetting>>(
            'POST',
            'notification-settings/merchant-notification-settings',
            { query: { limit: 100 }, body: {}, signal },
          )
        ).list.data,
    }),
}

/** Creates the cell's setting, or changes the one it has; the form shows a refusal itself. */
export function useSaveNotificationSetting() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({
      id,
      create,
      update,
    }: {
      id?: string | undefined
      create: NotificationSettingCreate
      update: NotificationSettingUpdate
    }) =>
      id
        ? apiData<NotificationSetting>('PUT', `notification-settings/${encodeURIComponent(id)}`, {
            body: update,
            suppress: () => true,
          })
        : apiData<NotificationSetting>('POST', 'notification-settings', {
            body: create,
            suppress: () => true,
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  })
}

export function useDeleteNotificationSetting() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      apiData<{ id: string }>('DELETE', `notification-settings/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  })
}
