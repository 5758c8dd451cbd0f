// Ends the session in the UI: after logout or a fatal code (client event) and after a logout in another tab.
import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { subscribeApiEvents } from '../api/events.ts'
import { isLoggedIn } from '../api/session.ts'
import { STORAGE_KEYS } from '../contract/constants.ts'

export function SessionWatcher() {
  const queryClient = useQueryClient()
  const router = useRouter()

  useEffect(() => {
    const leave = () => {
      queryClient.clear()
      if (router.state.location.pathname !== '/login') void router.navigate({ to: '/login' })
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
