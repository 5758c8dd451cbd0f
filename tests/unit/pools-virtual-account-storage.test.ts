// SPEC §3: the console keeps the merchant's virtual accounts in browser storage, per account, and loses
// them with the session on logout.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  paramsKey,
  readStoredVirtualAccounts,
  storeVirtualAccounts,
  updateStoredVirtualAccount,
} from '../../src/api/virtual-account-storage.ts'
import { clearSession } from '../../src/api/session.ts'
import type { ListPage } from '../../src/contract/envelope.ts'
import { VIRTUAL_ACCOUNTS_STORAGE_KEY, type VirtualAccount } from '../../src/contract/pools.ts'
import { MemoryStorage } from '../support/memory-storage.ts'

const account = (id: string, status: VirtualAccount['status'] = 'active'): VirtualAccount => ({
  id,
  account_no: '88080000000018',
  name: 'Sewa kedai Jalan Ipoh',
  pool_type: 'prefund',
  customer_id: null,
  customer_name: null,
  description: null,
  callback_url: null,
  status,
  total_received: '150.00',
  transfers: 2,
  last_transfer_at: '2026-11-20T03:00:00.000Z',
  topup_url: 'http://127.0.0.1:8080/pay/prefund-topup?virtual_account_no=88080000000018',
  transfer_url: 'http://127.0.0.1:8080/sandbox/transfer?virtual_account_no=88080000000018',
  created_at: '2026-11-01T03:00:00.000Z',
  closed_at: status === 'closed' ? '2026-11-21T03:00:00.000Z' : null,
})

const page = (...rows: VirtualAccount[]): ListPage<VirtualAccount> => ({
  data: rows,
  total: rows.length,
  skip: 0,
  limit: 10,
})
const FIRST_PAGE = { skip: 0, limit: 10 }

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage())
  vi.stubGlobal('window', { addEventListener: () => {}, removeEventListener: () => {} })
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the virtual accounts kept in browser storage', () => {
  it('are kept under the SPEC key and read back for the same account and list', () => {
    storeVirtualAccounts('acc-1', FIRST_PAGE, page(account('va-1')), 1_700_000_000_000)
    expect(localStorage.getItem(VIRTUAL_ACCOUNTS_STORAGE_KEY)).toContain('88080000000018')
    expect(readStoredVirtualAccounts('acc-1', FIRST_PAGE)).toEqual({
      list: page(account('va-1')),
      savedAt: 1_700_000_000_000,
    })
  })

  it('are not shown to another account switched to on the same browser', () => {
    storeVirtualAccounts('acc-1', FIRST_PAGE, page(account('va-1')))
    expect(readStoredVirtualAccounts('acc-2', FIRST_PAGE)).toBeNull()
    expect(readStoredVirtualAccounts(null, FIRST_PAGE)).toBeNull()
  })

  it('answer only the list they were fetched for (page, search, status)', () => {
    storeVirtualAccounts('acc-1', { ...FIRST_PAGE, status: 'active' }, page(account('va-1')))
    expect(readStoredVirtualAccounts('acc-1', FIRST_PAGE)).toBeNull()
    expect(readStoredVirtualAccounts('acc-1', { skip: 0, limit: 10, status: 'active' })).not.toBeNull()
    expect(paramsKey({ limit: 10, skip: 0, search: undefined })).toBe(paramsKey(FIRST_PAGE))
  })

  it('keep the newest list only', () => {
    storeVirtualAccounts('acc-1', FIRST_PAGE, page(account('va-1')))
    storeVirtualAccounts('acc-2', FIRST_PAGE, page(account('va-2')))
    expect(readStoredVirtualAccounts('acc-1', FIRST_PAGE)).toBeNull()
    expect(readStoredVirtualAccounts('acc-2', FIRST_PAGE)?.list.data.map((row) => row.id)).toEqual(['va-2'])
  })

  it('take in a closed account at once, for its own account only', () => {
    storeVirtualAccounts('acc-1', FIRST_PAGE, page(account('va-1'), account('va-3')))
    updateStoredVirtualAccount('acc-2', account('va-1', 'closed'))
    expect(readStoredVirtualAccounts('acc-1', FIRST_PAGE)?.list.data[0]?.status).toBe('active')
    updateStoredVirtualAccount('acc-1', account('va-1', 'closed'))
    expect(readStoredVirtualAccounts('acc-1', FIRST_PAGE)?.list.data.map((row) => row.status)).toEqual([
      'closed',
      'active',
    ])
    // One the list does not hold (on another page) is not added to it.
    updateStoredVirtualAccount('acc-1', account('va-9'))
    expect(readStoredVirtualAccounts('acc-1', FIRST_PAGE)?.list.data).toHaveLength(2)
  })

  it('ignore what is unreadable instead of failing the page', () => {
    localStorage.setItem(VIRTUAL_ACCOUNTS_STORAGE_KEY, '{not json')
    expect(readStoredVirtualAccounts('acc-1', FIRST_PAGE)).toBeNull()
    localStorage.setItem(
      VIRTUAL_ACCOUNTS_STORAGE_KEY,
      JSON.stringify({
        account_id: 'acc-1',
        params: paramsKey(FIRST_PAGE),
        saved_at: 1,
        list: { data: [{ id: 'x' }] },
      }),
    )
    expect(readStoredVirtualAccounts('acc-1', FIRST_PAGE)).toBeNull()
  })

  it('survive a storage that refuses to write', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    })
    expect(() => storeVirtualAccounts('acc-1', FIRST_PAGE, page(account('va-1')))).not.toThrow()
    expect(readStoredVirtualAccounts('acc-1', FIRST_PAGE)).toBeNull()
  })

  it('go with the session on logout', () => {
    storeVirtualAccounts('acc-1', FIRST_PAGE, page(account('va-1')))
    clearSession()
    expect(localStorage.getItem(VIRTUAL_ACCOUNTS_STORAGE_KEY)).toBeNull()
    expect(readStoredVirtualAccounts('acc-1', FIRST_PAGE)).toBeNull()
  })
})
