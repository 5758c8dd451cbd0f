// The public app (src/public-main.tsx) must hold every payment page and storefront page the whole app has,
// at the same address, and none of the console's: a page missing here would open as "not found" on a
// payer's phone, a console page here would put console code back on it.
import { describe, expect, it } from 'vitest'
import type { AnyRoute } from '@tanstack/react-router'
import { audienceOf } from '@/contract/audience.ts'
import { routeTree } from './routeTree.gen.ts'
import { publicRouteTree } from './public-route-tree.tsx'

/** Every page of a tree by its full path, with the path of its parent. */
function pages(tree: AnyRoute): Map<string, string> {
  const found = new Map<string, string>()
  const visit = (route: AnyRoute, parent: string) => {
    const children = (route.children ?? []) as AnyRoute[] | Record<string, AnyRoute>
    for (const child of Array.isArray(children) ? children : Object.values(children)) {
      const path = `${parent === '/' ? '' : parent}${String((child.options as { path?: string }).path ?? '').replace(/^\/?/, '/')}`
      found.set(path, parent)
      visit(child, path)
    }
  }
  visit(tree, '/')
  return found
}

describe('the public route tree', () => {
  const whole = pages(routeTree)
  const publicPages = pages(publicRouteTree)

  it("holds exactly the whole app's payment and storefront pages, under the same parents", () => {
    const wholePublic = [...whole].filter(([path]) => audienceOf(path) !== 'merchant').sort()
    const own = [...publicPages].filter(([path]) => path !== '/$').sort()
    expect(own).toEqual(wholePublic)
    expect(own.length).toBeGreaterThan(20)
  })

  it('has its own catch-all, which hands any other address to the whole app', () => {
    expect(publicPages.has('/$')).toBe(true)
    expect([...publicPages.keys()].filter((path) => audienceOf(path) === 'merchant')).toEqual(['/$'])
  })
})
