// How wide the screen is, in the steps the console's layout changes at (Chakra's breakpoints): a phone below
// 768 px (`md`) gets compact list rows; a tablet below 1024 px (`lg`) gets the sidebar as a rail of icons and
// the full menu in a drawer, so lists keep their width.
import { useSyncExternalStore } from 'react'

const TABLET_UP = '(min-width: 768px)'
const WIDE_UP = '(min-width: 1024px)'

function useMatches(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
    () => true,
  )
}

/** Room for the full sidebar: 1024 px and up. */
export const useWideScreen = (): boolean => useMatches(WIDE_UP)

/** A phone's width: below 768 px, where a list's record is one compact row. */
export const usePhoneScreen = (): boolean => !useMatches(TABLET_UP)
