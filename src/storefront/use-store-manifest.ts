// Per-store install (ARCHITECTURE §6): while a storefront is open, the document's manifest is the store's
// own (GET /storefront/manifest/{id}.webmanifest: its name, colour, start URL and logo icons), the theme
// colour is the store's, and so is the apple-touch-icon when the store has a logo (iOS reads that link, not
// the manifest's icons). Leaving the storefront puts Niaga's back. Every manifest link is switched: the
// built index.html carries two (its own and the one vite-plugin-pwa injects).
import { useEffect } from 'react'
import type { PublicStore } from '@/contract/storefront.ts'

export const storeManifestHref = (storeId: string) =>
  `/storefront/manifest/${encodeURIComponent(storeId)}.webmanifest`
const DEFAULT_MANIFEST = '/manifest.webmanifest'

/** The store's 192 px icon, versioned by its logo so a new logo is a new URL; null without a logo. */
export function storeTouchIconHref(store: Pick<PublicStore, 'id' | 'logo_url'>): string | null {
  if (!store.logo_url) return null
  const logo = store.logo_url.split('/').pop() ?? ''
  return `/storefront/manifest/${encodeURIComponent(store.id)}/icon-192.png?v=${encodeURIComponent(logo.slice(0, 8))}`
}

/**
 * Points the document's rel="…" links at `href` (creating one from `fallback` if there is none); answers the
 * undo.
 */
function swapLinks(rel: string, href: string, fallback: string): () => void {
  let links = [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)]
  if (links.length === 0) {
    const link = document.createElement('link')
    link.rel = rel
    link.href = fallback
    document.head.appendChild(link)
    links = [link]
  }
  const previous = links.map((link) => link.getAttribute('href'))
  for (const link of links) link.setAttribute('href', href)
  return () => links.forEach((link, i) => link.setAttribute('href', previous[i] ?? fallback))
}

export function useStoreManifest(
  store: Pick<PublicStore, 'id' | 'logo_url' | 'theme_color'> | undefined,
): void {
  const storeId = store?.id
  const themeColor = store?.theme_color
  const touchIcon = store ? storeTouchIconHref(store) : null
  useEffect(() => {
    if (!storeId) return
    const restoreManifest = swapLinks('manifest', storeManifestHref(storeId), DEFAULT_MANIFEST)
    const restoreTouchIcon = touchIcon
      ? swapLinks('apple-touch-icon', touchIcon, '/icons/apple-touch-icon.png')
      : null
    const meta = document.head.querySelector<HTMLMetaElement>('meta[name="theme-color"]')
    const previousColor = meta?.getAttribute('content')
    if (meta && themeColor) meta.setAttribute('content', themeColor)
    return () => {
      restoreManifest()
      restoreTouchIcon?.()
      if (meta && previousColor) meta.setAttribute('content', previousColor)
    }
  }, [storeId, themeColor, touchIcon])
}
