import { describe, expect, it } from 'vitest'
import { billPaymentPath, collectionPaymentPath, paymentLink } from '../../src/api/collections.ts'
import { cleanAmount, toApiAmount } from '../../src/lib/money.ts'
import { sendLinksSummary } from '../../src/features/bills/send-links.ts'

const ORIGIN = 'https://console.niaga.test'

describe('paymentLink', () => {
  it('keeps the absolute link the server built from its public address', () => {
    expect(paymentLink('https://pay.niaga.my/pay/bill/abc', ORIGIN)).toBe('https://pay.niaga.my/pay/bill/abc')
    expect(paymentLink('HTTP://127.0.0.1:8080/pay/collections/x', ORIGIN)).toBe(
      'HTTP://127.0.0.1:8080/pay/collections/x',
    )
  })

  it('completes a relative link with the console’s origin', () => {
    expect(paymentLink('/pay/bill/abc', ORIGIN)).toBe('https://console.niaga.test/pay/bill/abc')
    expect(paymentLink('pay/bill/abc', `${ORIGIN}/`)).toBe('https://console.niaga.test/pay/bill/abc')
  })

  it('falls back to the public page path when the record has no link', () => {
    expect(paymentLink(null, ORIGIN, billPaymentPath('b-1'))).toBe('https://console.niaga.test/pay/bill/b-1')
    expect(paymentLink('  ', ORIGIN, collectionPaymentPath('c 1'))).toBe(
      'https://console.niaga.test/pay/collections/c%201',
    )
    expect(paymentLink(undefined, ORIGIN)).toBe('')
  })
})

describe('amounts typed by the merchant', () => {
  it('reads "12.50" and friends as the API amount', () => {
    expect(toApiAmount('12.50')).toBe('12.50')
    expect(toApiAmount('12.5')).toBe('12.50')
    expect(toApiAmount('12')).toBe('12.00')
    expect(toApiAmount(' RM 1,234.5 ')).toBe('1234.50')
    expect(toApiAmount('007.10')).toBe('7.10')
  })

  it('rejects what is not an amount with at most 2 decimals', () => {
    expect(toApiAmount('12.505')).toBeNull()
    expect(toApiAmount('-5')).toBeNull()
    expect(toApiAmount('abc')).toBeNull()
    expect(toApiAmount('')).toBeNull()
    expect(toApiAmount('12345678')).toBeNull()
  })

  it('cleans the currency and grouping before the form rules look at it', () => {
    expect(cleanAmount('RM 1,000')).toBe('1000')
    expect(cleanAmount('rm12.50')).toBe('12.50')
  })
})

describe('sendLinksSummary', () => {
  it('says how many links went out and why others did not', () => {
    expect(sendLinksSummary({ sent: 3, skipped: [] })).toBe('3 sent')
    expect(
      sendLinksSummary({
        sent: 1,
        skipped: [
          { bill_id: 'a', reason: 'The bill has no payer phone' },
          { bill_id: 'b', reason: 'The bill has no payer phone' },
          { bill_id: 'c', reason: 'The bill is paid' },
        ],
      }),
    ).toBe('1 sent, 3 skipped: The bill has no payer phone; The bill is paid')
  })
})
