// Per-route breadcrumbs and document title (SPEC §2): routes declare staticData, the shell reads it.
import { useEffect } from 'react'
import { useMatches } from '@tanstack/react-router'
import { PRODUCT_TITLE } from '@/contract/constants.ts'

export interface RouteMeta {
  title?: string
  /** The breadcrumb's label when it differs from the page title. */
  altTitle?: string
  subtitle?: string
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    title?: string
    altTitle?: string
    subtitle?: string
  }
}

/** "Dashboard | Niaga Sandbox"; pages without a title (login) are just "Niaga Sandbox". */
export function documentTitle(meta: RouteMeta | null | undefined): string {
  return meta?.title ? `${meta.title} | ${PRODUCT_TITLE}` : PRODUCT_TITLE
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
    document.title = documentTitle(meta)
  }, [meta])
}
