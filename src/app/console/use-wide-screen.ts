// Whether the console has room for its full sidebar: 1024 px and up (Chakra's `lg`). Below it, on a tablet,
// the sidebar is a rail of icons and the full menu opens in a drawer, so lists keep their width.
import { useSyncExternalStore } from 'react'

const WIDE_SCREEN = '(min-width: 1024px)'

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE_SCREEN)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE_SCREEN).matches,
    () => true,
  )
}
