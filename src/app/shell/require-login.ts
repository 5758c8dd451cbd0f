// Route guard of SPEC §2: a protected route opened without login goes to / with the login message.
import { redirect } from '@tanstack/react-router'
import { isLoggedIn } from '@/api/session.ts'
import { LOGIN_REQUIRED_MESSAGE } from '@/contract/constants.ts'

export function requireLogin(): void {
  if (!isLoggedIn()) throw redirect({ to: '/', search: { message: LOGIN_REQUIRED_MESSAGE } })
}
