// Pages that title themselves from their data: a bill ("Pay RM 12.50 to Merchant | Niaga Sandbox"), a store,
// a product ("Batik Sarong | Kedai Niaga Demo | Niaga Sandbox"), as the server titles the same pages.
import { useEffect } from 'react'
import { documentTitle } from './route-meta.ts'

export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return
    const text = documentTitle(title)
    document.title = text
    // The root layout sets the route's static title in its own effect, which React runs after this child's
    // effect in the same commit; a microtask runs after both, so the page's own title wins.
    queueMicrotask(() => {
      document.title = text
    })
  }, [title])
}
