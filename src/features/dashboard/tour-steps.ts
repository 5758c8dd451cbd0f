// The dashboard tour's steps; each points at an element marked data-tour="<target>". Their words are catalog
// ids, translated where the tour shows them.
import type { ConsoleText } from '@/i18n/i18n.ts'

export interface TourStep {
  target: string
  title: ConsoleText
  body: ConsoleText
}

export const DASHBOARD_TOUR_STEPS: TourStep[] = [
  {
    target: 'balance',
    title: 'Your balance',
    body: 'Pending money is still being settled. Available money can be paid out to your bank account.',
  },
  {
    target: 'figures',
    title: 'Your figures',
    body: 'Total collected, fees, net amount and the number of transactions for the period you pick.',
  },
  {
    target: 'period-switch',
    title: 'Pick a period',
    body: 'Switch between day, week, month and year reports, and choose the date they cover.',
  },
  {
    target: 'menu',
    title: 'Find your way',
    body: 'Collections, payouts, products and every other area of your console are in this menu.',
  },
]

/** The first visible element for a target: the sidebar menu is hidden on phones, so the step centres. */
export function findTourTarget(target: string): HTMLElement | null {
  const candidates = document.querySelectorAll<HTMLElement>(`[data-tour="${target}"]`)
  return [...candidates].find((element) => element.getClientRects().length > 0) ?? null
}
