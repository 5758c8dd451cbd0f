// Product tour settings (SPEC §7 Tour settings): 3333 means "none yet", which is the default, not an error.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { ResponseCode } from '@/contract/codes.ts'
import type { TourSetting } from '@/contract/dashboard.ts'
import { ApiError, apiData } from './client.ts'

export const tourKeys = {
  all: ['tour-settings'] as const,
  me: () => [...tourKeys.all, 'me'] as const,
}

export const tourQueries = {
  /** The caller's tour setting, or null when none is stored yet. */
  me: () =>
    queryOptions({
      queryKey: tourKeys.me(),
      queryFn: async ({ signal }): Promise<TourSetting | null> => {
        try {
          return await apiData<TourSetting>('POST', 'user-tour-setting/me', {
            signal,
            suppress: [ResponseCode.NO_TOUR_SETTING],
          })
        } catch (error) {
          if (error instanceof ApiError && error.code === ResponseCode.NO_TOUR_SETTING) return null
          throw error
        }
      },
      // Always asked again on the dashboard: a persisted "none yet" from before a save must not
      // reopen a tour the server knows was finished.
      staleTime: 0,
    }),
}

export function useSaveTourSetting() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, setting }: { id: string | null; setting: Record<string, boolean> }) =>
      id
        ? apiData<TourSetting | null>('PUT', `user-tour-setting/${encodeURIComponent(id)}`, {
            body: { setting },
          })
        : apiData<TourSetting | null>('POST', 'user-tour-setting', { body: { setting } }),
    onSuccess: (saved) => {
      // Keep the cache in step without a refetch; if the answer has no record, ask the server again.
      if (typeof saved?.id === 'string') queryClient.setQueryData(tourKeys.me(), saved)
      else void queryClient.invalidateQueries({ queryKey: tourKeys.me() })
    },
  })
}
