import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paymentTransactions } from '../../server/db/schema/index.ts'
import { SANDBOX_OTP } from '../../server/sandbox/pay-pages.ts'
import { ResponseCode } from '../../src/contract/codes.ts'
import { encryptCardInfo } from '../../src/lib/card/encrypt.ts'
import { startApi, type Api } from '../support/api-harness.ts'
import { choose, makeBill, receipt, startPay } from '../support/payments.ts'

let api: Api
let token: string
let publicKey: string
beforeAll(async () => {
  api = await startApi()
  token = (await api.login('merchant@niaga.test')).access_token
  publicKey = (await api.call<{ public_key: string }>('GET', '/payment-services/switch/card-public-key')).body
    .data.public_key
})
afterAll(() => api.close())

const CARD_SERVICE = 3001
const card = (cardnumber: string, cvv = '123') =>
  encryptCardInfo({ cardnumber, month: '12', year: '2030', cvv }, publicKey)

async function payByCard(number: string, cvv?: string) {
  const { bill } = await makeBill(api, token, '59.90')
  const res = await startPay(api, bill, CARD_SERVICE, { card: card(number, cvv) })
  return { bill, res }
}

describe('card payments through the sandbox acquirer', () => {
  it('a test Visa is approved at once; only the mask is stored', async () => {
    const { bill, res } = await payByCard('4111111111111111')
    expect(res.body.response_code).toBe(2000)
    expect(res.body.data.redirect_url).toBe(
      `/pay/thankyou?transaction_invoice_no=${res.body.data.transaction_invoice_no}`,
    )
    const r = await receipt(api, res.body.data.transaction_invoice_no)
    expect(r).toMatchObject({
      status: 'paid',
      channel: 'credit_card',
      card_mask: '411111XXXXXX1111',
      amount: '59.90',
    })
    const rows = await api.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.bill_id, bill.id))
    expect(JSON.stringify(rows)).not.toContain('4111111111111111')
  })

  it('Mastercard, 15-digit Amex (34/37) and UnionPay (62) test cards succeed', async () => {
    for (const number of ['5555555555554444', '378282246310005', '6200000000000005']) {
      const { res } = await payByCard(number, number.startsWith('3') ? '1234' : '123')
      expect((await receipt(api, res.body.data.transaction_invoice_no)).status, number).toBe('paid')
    }
  })

  it('declined and insufficient-funds cards fail with their reason, and the bill stays payable', async () => {
    const declined = await payByCard('4000000000000002')
    expect(await receipt(api, declined.res.body.data.transaction_invoice_no)).toMatchObject({
      status: 'failed',
      failure_reason: 'The card was declined by the issuer',
    })
    const poor = await payByCard('4000000000009995')
    expect(await receipt(api, poor.res.body.data.transaction_invoice_no)).toMatchObject({
      status: 'failed',
      failure_reason: 'Insufficient funds',
    })
    const retry = await startPay(api, poor.bill, CARD_SERVICE, { card: card('4111111111111111') })
    expect((await receipt(api, retry.body.data.transaction_invoice_no)).status).toBe('paid')
  })

  it('a 3-D Secure card goes to the challenge page: the right code pays, a wrong one fails', async () => {
    const ok = await payByCard('4000000000003220')
    expect(ok.res.body.data.redirect_url).toBe(`/sandbox/pay/${ok.res.body.data.transaction_invoice_no}`)
    const page = await (await api.app.request(ok.res.body.data.redirect_url)).text()
    expect(page).toContain('3-D Secure')
    await choose(api, ok.res.body.data.transaction_invoice_no, 'otp', SANDBOX_OTP)
    expect((await receipt(api, ok.res.body.data.transaction_invoice_no)).status).toBe('paid')
    const bad = await payByCard('4000000000003220')
    await choose(api, bad.res.body.data.transaction_invoice_no, 'otp', '000000')
    expect(await receipt(api, bad.res.body.data.transaction_invoice_no)).toMatchObject({
      status: 'failed',
      failure_reason: 'Failed 3-D Secure authentication',
    })
  })

  it('the server validates the decrypted card again and rejects garbage', async () => {
    const { bill } = await makeBill(api, token)
    const luhn = await startPay(api, bill, CARD_SERVICE, { card: card('4111111111111112') })
    expect(luhn.body).toMatchObject({
      response_code: ResponseCode.VALIDATION_FAILED,
      data: { breakdown: { card: 'card number is invalid' } },
    })
    const garbage = await startPay(api, bill, CARD_SERVICE, {
      card: {
        encryptedCardInfo: '0010AAAAAAAAAAAAAAAAAAAA',
        maskedCardInfo: '411111XXXXXX1111',
        expMonthCardInfo: '12',
        expYearCardInfo: '2030',
      },
    })
    expect(garbage.body.data).toEqual({
      breakdown: { card: 'The card details could not be read; please enter them again' },
    })
    const none = await startPay(api, bill, CARD_SERVICE)
    expect(none.body.data).toEqual({ breakdown: { card: 'Card details are required' } })
  })
})
