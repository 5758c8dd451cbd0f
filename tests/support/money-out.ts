// Steps the money-out API tests share: a paid payment on a chosen channel, moving the sandbox clock to a
// Malaysian time, balances in sen, a verified bank account, and clearing the seeded pending money.
import { expect } from 'vitest'
import type { BankAccount } from '../../src/contract/banks.ts'
import type { ListData } from '../../src/contract/envelope.ts'
import type { PaymentRecord } from '../../src/contract/payments.ts'
import type { Balance } from '../../src/contract/settlements.ts'
import { myrToSen } from '../../src/lib/money.ts'
import { decide } from '../../server/services/payments/settle.ts'
import type { Api } from './api-harness.ts'
import { makeBill, serviceId, startPay } from './payments.ts'

/** A bill paid (approved at the channel) at the clock's current time; answers its payment record. */
export async function paidPayment(
  api: Api,
  token: string,
  amount: string,
  service = 'Maybank2u',
  collection?: { callback_url?: string },
) {
  const { bill } = await makeBill(api, token, amount, collection)
  const started = await startPay(api, bill, await serviceId(api, bill.uuid, service))
  expect(started.body.response_code).toBe(2000)
  await decide(api.deps, started.body.data.transaction_invoice_no, { outcome: 'approve' })
  return { bill, record: await recordOf(api, token, bill.invoice_no) }
}

export async function recordOf(api: Api, token: string, invoiceNo: string): Promise<PaymentRecord> {
  const res = await api.call<ListData<PaymentRecord>>(
    'GET',
    `/payment-records?search=${encodeURIComponent(invoiceNo)}`,
    { token },
  )
  // One record per bill, however many attempts it took to pay.
  const found = res.body.data.list.data.filter((r) => r.invoice_no === invoiceNo)
  if (found.length !== 1) throw new Error(`${found.length} payment records of ${invoiceNo}, not one`)
  return found[0]!
}

/** Moves the sandbox clock to `iso` (must be ahead); answers the caller's fresh token. */
export async function advanceTo(api: Api, token: string, iso: string): Promise<string> {
  const seconds = Math.round((Date.parse(iso) - api.clock.now().getTime()) / 1000)
  if (seconds <= 0) throw new Error(`the clock is already past ${iso}`)
  const res = await api.call('POST', '/sandbox/clock/advance', { token, body: { seconds } })
  expect(res.body.response_code).toBe(2000)
  return res.body.token!
}

export async function balanceSen(api: Api, token: string) {
  const res = await api.call<Balance>('GET', '/accounts/merchant/balance', { token })
  expect(res.body.response_code).toBe(2000)
  const b = res.body.data
  return {
    pending: myrToSen(b.pending),
    reserve: myrToSen(b.reserve),
    available: myrToSen(b.available),
    in_transit: myrToSen(b.in_transit),
  }
}

/** Voids every seeded payment still pending, so a test starts with nothing pending. */
export async function voidPendingPayments(api: Api, token: string) {
  const res = await api.call<ListData<PaymentRecord>>('GET', '/payment-records?status=paid&limit=500', {
    token,
  })
  for (const record of res.body.data.list.data.filter((r) => r.voidable)) {
    const voided = await api.call('POST', '/void-sale-records/merchant/void-record', {
      token,
      body: { invoice_no: record.invoice_no },
    })
    expect(voided.body.response_code).toBe(2000)
  }
  expect((await balanceSen(api, token)).pending).toBe(0)
}

export async function verifiedBankAccount(
  api: Api,
  token: string,
  accountNumber = '1111222233',
): Promise<BankAccount> {
  const created = await api.call<BankAccount>('POST', '/banks', {
    token,
    body: { bank_code: 'MBBEMYKL', account_number: accountNumber, holder_name: 'Niaga Demo Sdn Bhd' },
  })
  expect(created.body.response_code).toBe(2000)
  const verified = await api.call<BankAccount>('POST', '/payment-services/switch/verify-bank-account', {
    token,
    body: { bank_account_id: created.body.data.id },
  })
  expect(verified.body.data.verification_status).toBe('verified')
  return verified.body.data
}
