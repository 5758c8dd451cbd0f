import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { isRedirect } from '@tanstack/react-router'
import { MemoryStorage } from '../support/memory-storage.ts'

const account = (type: 'merchant' | 'introducer' | 'admin') =>
  JSON.stringify({
    id: 'a1',
    type,
    name: 'Akaun',
    email: null,
    phone: null,
    record_status_id: 1,
    role: null,
    plan: null,
  })

let stored: MemoryStorage

beforeEach(() => {
  stored = new MemoryStorage()
  vi.stubGlobal('localStorage', stored)
  vi.resetModules()
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
})

/** Where a guard sends the user: the redirect's target, or null when it lets the page open. */
function target(guard: () => void): string | null {
  try {
    guard()
    return null
  } catch (thrown) {
    if (!isRedirect(thrown)) throw thrown
    return String(thrown.options.to)
  }
}

describe('the portal guards (merchant build)', () => {
  it('keeps an introducer on its own pages and lets merchants and admins anywhere', async () => {
    const { keepIntroducerInPortal } = await import('@/app/shell/portal.ts')
    stored.setItem('accountObj', account('introducer'))
    for (const page of ['/dashboard', '/transactions/payment', '/transactions/payout/', '/merchants'])
      expect(
        target(() => keepIntroducerInPortal(page)),
        page,
      ).toBeNull()
    for (const page of ['/customers/datatable', '/payout/view', '/transactions', '/merchants/x'])
      expect(
        target(() => keepIntroducerInPortal(page)),
        page,
      ).toBe('/dashboard')
    for (const type of ['merchant', 'admin'] as const) {
      stored.setItem('accountObj', account(type))
      expect(target(() => keepIntroducerInPortal('/customers/datatable'))).toBeNull()
    }
  })

  it("answers the 404 page on the introducer's pages to any other account", async () => {
    const { requireIntroducer } = await import('@/app/shell/portal.ts')
    stored.setItem('accountObj', account('merchant'))
    expect(target(requireIntroducer)).toBe('/error-404')
    stored.setItem('accountObj', account('admin'))
    expect(target(requireIntroducer)).toBe('/error-404')
    stored.clear()
    expect(target(requireIntroducer)).toBe('/error-404')
    stored.setItem('accountObj', account('introducer'))
    expect(target(requireIntroducer)).toBeNull()
  })
})

describe('the portal guards (introducer build)', () => {
  it('ends a session of another account type instead of opening the console with it', async () => {
    vi.stubEnv('VITE_PORTAL', 'introducer')
    const { INTRODUCER_PORTAL, keepIntroducerInPortal } = await import('@/app/shell/portal.ts')
    expect(INTRODUCER_PORTAL).toBe(true)
    stored.setItem('accessToken', 'token')
    stored.setItem('accountObj', account('merchant'))
    expect(target(() => keepIntroducerInPortal('/dashboard'))).toBe('/')
    expect(stored.length).toBe(0)
    stored.setItem('accountObj', account('introducer'))
    expect(target(() => keepIntroducerInPortal('/dashboard'))).toBeNull()
  })
})
