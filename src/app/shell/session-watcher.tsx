// Ends the session in the UI: after logout or a fatal code (client event) and after a logout in another tab.
// Console pages go to the login page; public pages (payment, storefront) do not depend on a session.
import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { subscribeApiEvents } from '@/api/events.ts'
import { forgetSavedCache } from '@/api/query-client.ts'
import { isLoggedIn } from '@/api/session.ts'
import { STORAGE_KEYS } from '@/contract/constants.ts'

export function SessionWatcher() {
  const queryClient = useQueryClient()
  const router = useRouter()

  useEffect(() => {
    const leave = () => {
      queryClient.clear()
      forgetSavedCache()
      // Only console pages need a session: a payment page or storefront open in this tab stays put.
      const inConsole = router.state.matches.some(
        (match) => match.routeId.startsWith('/_console') || match.routeId === '/account-switcher',
      )
      if (inConsole) void router.navigate({ to: '/login' })
    }
    const unsubscribe = subscribeApiEvents((event) => {
      if (event.type === 'session-ended') leave()
    })
    const onStorage = (event: StorageEvent) => {
      if ((event.key === null || event.key === STORAGE_KEYS.accessToken) && !isLoggedIn()) leave()
    }
    window.addEventListener('storage', onStorage)
    return () => {
      unsubscribe()
      window.removeEventListener('storage', onStorage)
    }
  }, [queryClient, router])

  return null
}
