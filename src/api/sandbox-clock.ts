// The sandbox clock (GET sandbox/clock, POST sandbox/clock/advance): read the server's time, move it on.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { SandboxClockView } from '@/contract/sandbox-clock.ts'
import { apiData } from './client.ts'

export const sandboxClockKeys = {
  all: ['sandbox-clock'] as const,
  current: () => [...sandboxClockKeys.all, 'current'] as const,
}

export const sandboxClockQueries = {
  current: () =>
    queryOptions({
      queryKey: sandboxClockKeys.current(),
      queryFn: ({ signal }) => apiData<SandboxClockView>('GET', 'sandbox/clock', { signal }),
      staleTime: 0,
      refetchInterval: 60_000,
      // A saved server time is wrong the moment it is restored: a reload waits for the server's own
      // (query-client.ts keeps meta.persist = false queries in memory only).
      meta: { persist: false },
    }),
}

export function useAdvanceClock() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (seconds: number) =>
      apiData<SandboxClockView>('POST', 'sandbox/clock/advance', { body: { seconds } }),
    onSuccess: (view) => {
      queryClient.setQueryData(sandboxClockKeys.current(), view)
      // Time moved for everything: due dates, expiries and dashboards may read differently now.
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== sandboxClockKeys.all[0],
      })
    },
  })
}
