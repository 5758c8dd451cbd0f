// Per-store install (ARCHITECTURE §6): while a storefront is open, the document's manifest is the store's
// own (GET /storefront/manifest/{id}.webmanifest: its name, colour and start URL) and the theme colour is
// the store's; leaving the storefront puts Niaga's back. Every manifest link is switched: the built
// index.html carries two (its own and the one vite-plugin-pwa injects).
import { useEffect } from 'react'

export const storeManifestHref = (storeId: string) => `/storefront/manifest/${encodeURIComponent(storeId)}.webmanifest`
const DEFAULT_MANIFEST = '/manifest.webmanifest'

export function useStoreManifest(storeId: string | undefined, themeColor: string | undefined): void {
  useEffect(() => {
    if (!storeId) return
    let links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="manifest"]')]
    if (links.length === 0) {
      const link = document.createElement('link')
      link.rel = 'manifest'
      link.href = DEFAULT_MANIFEST
      document.head.appendChild(link)
      links = [link]
    }
    const meta = document.head.querySelector<HTMLMetaElement>('meta[name="theme-color"]')
    const previous = { hrefs: links.map((link) => link.getAttribute('href')), color: meta?.getAttribute('content') }
    for (const link of links) link.setAttribute('href', storeManifestHref(storeId))
    if (meta && themeColor) meta.setAttribute('content', themeColor)
    return () => {
      links.forEach((link, i) => link.setAttribute('href', previous.hrefs[i] ?? DEFAULT_MANIFEST))
      if (meta && previous.color) meta.setAttribute('content', previous.color)
    }
  }, [storeId, themeColor])
}
