// SPEC §1/§6: the portal type is a build setting (VITE_PORTAL), the account type says which console pages a
// user may open. An introducer has the reduced portal of SPEC §2 "Introducer variant": its dashboard, its
// payment and payout transactions and its merchants. Checked in the console's beforeLoad, before any page's
// code or data is asked for.
import { redirect } from '@tanstack/react-router'
import { clearSession, getStoredAccount } from '@/api/session.ts'
import { LOGIN_REQUIRED_MESSAGE } from '@/contract/constants.ts'

/** The introducer build: only introducer accounts log in (src/api/auth.ts). */
export const INTRODUCER_PORTAL = import.meta.env.VITE_PORTAL === 'introducer'

/** The console pages of the introducer variant (SPEC §2). */
export const INTRODUCER_PAGES: readonly string[] = [
  '/dashboard',
  '/transactions/payment',
  '/transactions/payout',
  '/merchants',
]

const isIntroducer = () => getStoredAccount()?.type === 'introducer'

/** For the console layout, after the login check: an introducer opening a merchant's page lands on its own
 *  dashboard. In the introducer build, a session of another account type (left by the merchant portal on the
 *  same host) is not a login to this portal. */
export function keepIntroducerInPortal(pathname: string): void {
  if (INTRODUCER_PORTAL && !isIntroducer()) {
    clearSession()
    throw redirect({ to: '/', search: { message: LOGIN_REQUIRED_MESSAGE } })
  }
  if (isIntroducer() && !INTRODUCER_PAGES.includes(pathname.replace(/(.)\/+$/, '$1')))
    throw redirect({ to: '/dashboard', replace: true })
}

/** For the introducer's own pages: anyone else gets the 404 page, as for a page that does not exist. */
export function requireIntroducer(): void {
  if (!isIntroducer()) throw redirect({ to: '/error-404', replace: true })
}
