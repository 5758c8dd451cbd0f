// The console page header's words beyond the title. The breadcrumb trail after "Home": the page's menu group,
// the menu link whose section it belongs to (a link, when the page is one of that section's records or
// forms), and the page itself. The section comes from the console menu (console-menu.ts), so Team reads
// "Home › Settings › Team" and a new customer "Home › Customers › New customer"; a route's altTitle names
// only the page, never its parent. The subtitle: the account type's own, where one route serves several.
import type { AccountType } from '@/contract/constants.ts'
import type { ConsoleText } from '@/i18n/i18n.ts'
import { isMenuGroup, type MenuEntry, type MenuGroup, type MenuLink } from './console-menu.ts'

export interface Crumb {
  label: ConsoleText
  /** Where the crumb leads; the page's own crumb has none. */
  to?: string
}

/** What the route says of itself (its staticData). */
export interface PageWords {
  title: ConsoleText
  /** The page's label in the breadcrumb, when it differs from its title. */
  altTitle?: ConsoleText
}

const segments = (path: string) => path.split('/').filter(Boolean)

/** How many leading path segments two paths share. */
function sharedSegments(a: string[], b: string[]): number {
  let n = 0
  while (n < a.length && n < b.length && a[n] === b[n]) n++
  return n
}

/**
 * The menu link a page belongs to: the link to the page itself, else the first link sharing the most leading
 * path segments with it (a customer's page belongs to Customers, a new success field to Success fields).
 */
export function sectionOf(
  pathname: string,
  menu: readonly MenuEntry[],
): { group?: MenuGroup; link: MenuLink; exact: boolean } | null {
  const path = segments(pathname)
  let best: { group?: MenuGroup; link: MenuLink; exact: boolean; shared: number } | null = null
  for (const entry of menu) {
    const links = isMenuGroup(entry) ? entry.items : [entry]
    for (const link of links) {
      const to = segments(link.to)
      const shared = sharedSegments(path, to)
      const exact = shared === to.length && shared === path.length
      if (exact) return { group: isMenuGroup(entry) ? entry : undefined, link, exact }
      if (shared > 0 && (!best || shared > best.shared))
        best = { group: isMenuGroup(entry) ? entry : undefined, link, exact, shared }
    }
  }
  return best && { group: best.group, link: best.link, exact: false }
}

/** The trail after "Home", its last crumb the page itself; one label never twice in a row. */
export function breadcrumbTrail(pathname: string, page: PageWords, menu: readonly MenuEntry[]): Crumb[] {
  const section = sectionOf(pathname, menu)
  const crumbs: Crumb[] = []
  if (section?.group) crumbs.push({ label: section.group.label })
  if (section && !section.exact) crumbs.push({ label: section.link.label, to: section.link.to })
  crumbs.push({ label: page.altTitle ?? (section?.exact ? section.link.label : page.title) })
  // "Payouts › Payouts": a group and its link of the same name read once, as the later (more precise) crumb.
  return crumbs.filter((crumb, i) => crumbs[i + 1]?.label !== crumb.label)
}

/** What a route says under its title. */
export interface SubtitleWords {
  subtitle?: ConsoleText
  /** The subtitle for an account type whose page is its own under the same route (the dashboard). */
  subtitleFor?: Partial<Record<AccountType, ConsoleText>>
}

/** The subtitle the account reads: its type's own, else the route's. */
export function pageSubtitle(
  words: SubtitleWords,
  accountType: AccountType | undefined,
): ConsoleText | undefined {
  return (accountType && words.subtitleFor?.[accountType]) ?? words.subtitle
}
