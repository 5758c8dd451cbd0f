// Per-route breadcrumbs and document title (SPEC §2): routes declare staticData, the shell reads it.
import { useEffect } from 'react'
import { useMatches } from '@tanstack/react-router'
import { PRODUCT_TITLE } from '@/contract/constants.ts'
import { t, type ConsoleText } from '@/i18n/i18n.ts'

/** Words of the console's catalog (src/locales/console), shown in the user's language. */
export interface RouteMeta {
  title?: ConsoleText
  /** The breadcrumb's label when it differs from the page title. */
  altTitle?: ConsoleText
  subtitle?: ConsoleText
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    title?: ConsoleText
    altTitle?: ConsoleText
    subtitle?: ConsoleText
  }
}

/** "Dashboard | Niaga Sandbox"; pages without a title (login) are just "Niaga Sandbox". */
export function documentTitle(title: string | undefined): string {
  return title ? `${title} | ${PRODUCT_TITLE}` : PRODUCT_TITLE
}

/** The staticData of the deepest matched route that has a title. */
export function useRouteMeta(): RouteMeta | null {
  return useMatches({
    select: (matches) => [...matches].reverse().find((match) => match.staticData.title)?.staticData ?? null,
  })
}

export function useDocumentTitle(): void {
  const meta = useRouteMeta()
  useEffect(() => {
    document.title = documentTitle(meta?.title && t(meta.title))
  }, [meta])
}
