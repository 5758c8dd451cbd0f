import { beforeEach, describe, expect, it } from 'vitest'
import { activateOnServer } from '../../src/i18n/server-catalogs.ts'
import { ApiError, NetworkError } from '../../src/api/client.ts'
import type { PaymentService } from '../../src/contract/payments.ts'
import {
  defaultServiceId,
  failureText,
  formatMalaysiaTime,
  isConflict,
  isNotFound,
  isUuid,
  merchantReturnUrl,
  newIdempotencyKey,
  orderChannels,
  paymentMethodLabel,
  receiptPollInterval,
  servicesForChannel,
} from '../../src/pay/pay-helpers.ts'
import { notFoundLabel } from '../../src/pay/pay-words.ts'

// The payer's words are in English unless a test asks for another language.
beforeEach(() => activateOnServer('en'))

const service = (id: number, name: string, group_code: string, online = true): PaymentService => ({
  payment_service_id: id,
  name,
  unique_reference: `REF${id}`,
  group_code,
  record_status_id: 1,
  online,
})

const services = [
  service(1, 'Maybank2u', 'fpx'),
  service(2, 'Kuwait Finance House', 'fpx', false),
  service(3, 'Affin Bank', 'fpx'),
  service(3001, 'Credit / debit card', 'credit_card'),
  service(4001, "Touch 'n Go eWallet", 'ewallet'),
  service(4002, 'GrabPay', 'ewallet'),
  service(5001, 'DuitNow QR', 'duitnow'),
]

const envelope = (response_code: number, description = 'x', data: unknown = null) => ({
  response_code,
  token: null,
  data,
  description,
})

describe('choosing services per channel', () => {
  it('keeps only the services of the channel', () => {
    expect(servicesForChannel(services, 'ewallet').map((s) => s.payment_service_id)).toEqual([4001, 4002])
    expect(servicesForChannel(services, 'paypal')).toEqual([])
  })

  it('lists online FPX banks first, each group by name, offline ones last', () => {
    expect(servicesForChannel(services, 'fpx').map((s) => s.name)).toEqual([
      'Affin Bank',
      'Maybank2u',
      'Kuwait Finance House',
    ])
  })

  it('preselects a channel’s only online service, and none when the payer must pick', () => {
    expect(defaultServiceId(servicesForChannel(services, 'duitnow'))).toBe(5001)
    expect(defaultServiceId(servicesForChannel(services, 'ewallet'))).toBeUndefined()
    expect(defaultServiceId([service(9, 'Down', 'fpx', false)])).toBeUndefined()
  })

  it('orders the enabled channels and drops unknown ones', () => {
    expect(orderChannels(['crypto', 'ewallet', 'fpx', 'teleport', 'credit_card'])).toEqual([
      'fpx',
      'credit_card',
      'ewallet',
      'crypto',
    ])
    expect(orderChannels([])).toEqual([])
  })

  it('puts the merchant’s preferred channels first, the rest in the default order', () => {
    expect(orderChannels(['crypto', 'ewallet', 'fpx', 'credit_card'], ['crypto', 'ewallet'])).toEqual([
      'crypto',
      'ewallet',
      'fpx',
      'credit_card',
    ])
    expect(orderChannels(['fpx', 'duitnow'], ['duitnow', 'teleport'])).toEqual(['duitnow', 'fpx'])
  })
})

describe('links', () => {
  it('accepts only UUIDs as bill and collection ids', () => {
    expect(isUuid('0b7e6c1e-3a8f-4c1e-9a55-0d6c2b1f9e21')).toBe(true)
    expect(isUuid('not-found')).toBe(false)
    expect(isUuid('0b7e6c1e-3a8f-4c1e-9a55-0d6c2b1f9e21/../x')).toBe(false)
  })

  it('returns to the merchant only over http(s)', () => {
    const origin = 'https://pay.niaga.test'
    expect(merchantReturnUrl('https://shop.example.my/done?x=1', origin)).toBe(
      'https://shop.example.my/done?x=1',
    )
    expect(merchantReturnUrl('javascript:alert(1)', origin)).toBeNull()
    expect(merchantReturnUrl('JavaScript:alert(1)', origin)).toBeNull()
    expect(merchantReturnUrl('data:text/html,hi', origin)).toBeNull()
    expect(merchantReturnUrl('ftp://files.example.my/x', origin)).toBeNull()
    expect(merchantReturnUrl(null, origin)).toBeNull()
    expect(merchantReturnUrl('', origin)).toBeNull()
  })

  it('takes a path on this site: a subscription receipt leads back to the console', () => {
    expect(merchantReturnUrl('/subscriptions/view', 'https://pay.niaga.test')).toBe(
      'https://pay.niaga.test/subscriptions/view',
    )
    expect(merchantReturnUrl('/subscriptions/view', 'http://127.0.0.1:8181')).toBe(
      'http://127.0.0.1:8181/subscriptions/view',
    )
  })

  it('names the record on the not-found page', () => {
    expect(notFoundLabel('bill')).toBe('bill')
    expect(notFoundLabel('collections')).toBe('payment page')
    expect(notFoundLabel('invoice')).toBe('invoice')
    expect(notFoundLabel('topup')).toBe('top-up page')
    expect(notFoundLabel('<script>')).toBe('page')
  })
})

describe('the receipt', () => {
  it('names the payment method once: the channel, then the service and the card brand', () => {
    expect(paymentMethodLabel('credit_card', 'Credit / debit card', '411111XXXXXX1111')).toBe(
      'Credit / debit card · Visa',
    )
    expect(paymentMethodLabel('credit_card', 'Credit / debit card', '555555XXXXXX4444')).toBe(
      'Credit / debit card · Mastercard',
    )
    expect(paymentMethodLabel('credit_card', 'Credit / debit card', '601111XXXXXX1117')).toBe(
      'Credit / debit card',
    )
    expect(paymentMethodLabel('credit_card', 'Credit / debit card', null)).toBe('Credit / debit card')
    expect(paymentMethodLabel('fpx', 'Maybank2u', null)).toBe('Online banking (FPX) · Maybank2u')
    expect(paymentMethodLabel('duitnow', 'DuitNow QR', null)).toBe('DuitNow QR')
    expect(paymentMethodLabel('ewallet', 'GrabPay', null)).toBe('E-wallet · GrabPay')
    expect(paymentMethodLabel('teleport', 'Beam', null)).toBe('teleport · Beam')
  })

  it("names the channel in the payer's language, the bank as the bank names itself", () => {
    activateOnServer('ms')
    expect(paymentMethodLabel('fpx', 'Maybank2u', null)).toBe('Perbankan Dalam Talian (FPX) · Maybank2u')
    expect(paymentMethodLabel('credit_card', 'Credit / debit card', '411111XXXXXX1111')).toBe(
      'Kad kredit / debit · Visa',
    )
    activateOnServer('zh')
    expect(paymentMethodLabel('bnpl', 'Atome', null)).toBe('先买后付 · Atome')
    expect(notFoundLabel('bill')).toBe('账单')
  })

  it("writes the time in the payer's language, always in Malaysian time", () => {
    activateOnServer('ms')
    expect(formatMalaysiaTime('2026-11-22T07:04:05Z')).toBe('22 Nov 2026, 3:04:05 PTG MYT')
    activateOnServer('zh')
    expect(formatMalaysiaTime('2026-11-22T07:04:05Z')).toBe('2026年11月22日 下午3:04:05 MYT')
  })
})

describe('idempotency keys', () => {
  it('are version-4 UUIDs built from the random bytes', () => {
    const key = newIdempotencyKey((bytes) => bytes.fill(0xff))
    expect(key).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff')
    expect(newIdempotencyKey()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    )
  })

  it('differ per attempt: each key asks for 16 fresh random bytes', () => {
    const asked: number[] = []
    let next = 0
    const counting = (bytes: Uint8Array) => {
      asked.push(bytes.length)
      bytes.fill(next++)
    }
    expect([newIdempotencyKey(counting), newIdempotencyKey(counting)]).toEqual([
      '00000000-0000-4000-8000-000000000000',
      '01010101-0101-4101-8101-010101010101',
    ])
    expect(asked).toEqual([16, 16])
    const keys = new Set(Array.from({ length: 1000 }, () => newIdempotencyKey()))
    expect(keys.size).toBe(1000)
  })
})

describe('receipt polling', () => {
  const opened = 1_000_000
  it('polls a pending or initiated payment every 3 s', () => {
    expect(receiptPollInterval('pending', opened, opened + 1000)).toBe(3000)
    expect(receiptPollInterval('initiated', opened, opened + 119_000)).toBe(3000)
  })

  it('stops after 2 minutes and for final payments', () => {
    expect(receiptPollInterval('pending', opened, opened + 120_000)).toBe(false)
    expect(receiptPollInterval('paid', opened, opened + 1000)).toBe(false)
    expect(receiptPollInterval('failed', opened, opened + 1000)).toBe(false)
    expect(receiptPollInterval(undefined, opened, opened)).toBe(false)
  })
})

describe('Malaysia time', () => {
  it('shows UTC instants in Kuala Lumpur time (UTC+8)', () => {
    const text = formatMalaysiaTime('2026-11-22T07:04:05Z')
    expect(text).toMatch(/22 Nov 2026/)
    expect(text).toMatch(/3:04:05\s?pm/i)
    expect(text.endsWith('MYT')).toBe(true)
  })

  it('crosses midnight with the offset', () => {
    expect(formatMalaysiaTime('2026-12-31T16:30:00Z')).toMatch(/1 Jan 2027/)
  })

  it('shows nothing for a bad date', () => {
    expect(formatMalaysiaTime('yesterday-ish')).toBe('')
  })
})

describe('failure messages', () => {
  it('tells a network failure apart from an answer', () => {
    expect(failureText(new NetworkError('fetch failed'))).toBe(
      'We could not reach Niaga. Check your internet connection and try again.',
    )
    expect(failureText(new ApiError(envelope(4090, 'This bill has already been paid')))).toBe(
      'This bill has already been paid',
    )
  })

  it('lists a validation breakdown after the description', () => {
    const error = new ApiError(
      envelope(4000, 'Validation failed', { breakdown: { card: 'Card details are required' } }),
    )
    expect(failureText(error)).toBe('Validation failed Card details are required')
  })

  it('recognises not found and conflict', () => {
    expect(isNotFound(new ApiError(envelope(4040)))).toBe(true)
    expect(isNotFound(new ApiError(envelope(4041)))).toBe(false)
    expect(isNotFound(new NetworkError('x'))).toBe(false)
    expect(isConflict(new ApiError(envelope(4090)))).toBe(true)
  })
})
