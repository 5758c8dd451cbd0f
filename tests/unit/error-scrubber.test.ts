import { describe, expect, it } from 'vitest'
import {
  FILTERED,
  isSensitiveKey,
  scrubData,
  scrubRecording,
  scrubText,
} from '../../src/lib/error-scrubber.ts'

const CARD_FORMS = [
  '4111111111111111',
  '4111 1111 1111 1111',
  '4111-1111-1111-1111',
  '378282246310005',
  '6011 0009 9013 9424 123',
]
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1MSIsImFjYyI6ImExIn0.c2lnbmF0dXJlLXNpZ25hdHVyZQ'

describe('scrubText', () => {
  it.each(CARD_FORMS)('removes the card number %s, grouped or not', (card) => {
    expect(scrubText(`boom ${card} failed`)).toBe(`boom ${FILTERED} failed`)
  })

  it('keeps short numbers, amounts, dates, ids, UUIDs and versions that are not card numbers or addresses', () => {
    const text =
      'release niaga@0.1.0+a88effeeb32d, bill INV-2026-000123 of RM 1,234.50 on 26-11-2026 (uuid 00000000-0000-4000-8000-000000000000, trace 4bf92f3577b34da6a3ce929d0e0e4736)'
    expect(scrubText(text)).toBe(text)
  })

  it('removes CVV and expiry said as such', () => {
    expect(scrubText('cvv 123, CVC: 4567, exp 12/29, expiry: 01-2030')).toBe(
      `cvv ${FILTERED}, CVC: ${FILTERED}, exp ${FILTERED}, expiry: ${FILTERED}`,
    )
  })

  it('removes Bearer values, JWTs and nk_sandbox_ API secrets', () => {
    expect(scrubText(`Authorization: Bearer ${JWT}`)).not.toContain(JWT)
    expect(scrubText(`Bearer abc.def-ghi`)).toBe(`Bearer ${FILTERED}`)
    expect(scrubText(`token was ${JWT}.`)).toBe(`token was ${FILTERED}.`)
    expect(scrubText('key nk_sandbox_3f9a_Zk-81 rejected')).toBe(`key ${FILTERED} rejected`)
  })

  it('removes named values in query strings, JSON and logs: tokens, passwords, contact details', () => {
    expect(scrubText('/api/v1/x?accessToken=abc123&page=2&refresh_token=r1')).toBe(
      `/api/v1/x?accessToken=${FILTERED}&page=2&refresh_token=${FILTERED}`,
    )
    expect(scrubText('{"password":"Sandbox#2026","limit":10}')).toBe(`{"password":"${FILTERED}","limit":10}`)
    expect(scrubText('login failed password=hunter22 for user')).toBe(
      `login failed password=${FILTERED} for user`,
    )
    expect(scrubText('payer_name=Nurul')).toBe(`payer_name=${FILTERED}`)
  })

  it('removes e-mail addresses and phone numbers (Malaysian and international)', () => {
    expect(scrubText('sent to nurul.huda+bills@example.com.my')).toBe(`sent to ${FILTERED}`)
    for (const phone of [
      '+60 12-345 6789',
      '012-3456789',
      '0123456789',
      '03-2345 6789',
      '+44 20 7946 0958',
    ]) {
      expect(scrubText(`call ${phone} now`), phone).toBe(`call ${FILTERED} now`)
    }
  })
})

describe('isSensitiveKey', () => {
  it('knows card, token, password and contact fields whatever their case or separators', () => {
    for (const key of [
      'cvv',
      'CVC',
      'card_number',
      'cardNumber',
      'expiry_month',
      'exp_year',
      'accessToken',
      'refresh_token',
      'Authorization',
      'password',
      'newPassword',
      'payer_email',
      'phone',
      'payer_name',
      'Cookie',
      'ip_address',
    ])
      expect(isSensitiveKey(key), key).toBe(true)
    for (const key of ['amount', 'message', 'url', 'status_code', 'type', 'span_id', 'name', 'category'])
      expect(isSensitiveKey(key), key).toBe(false)
  })
})

describe('scrubData', () => {
  it('scrubs every part of an error event: message, exception, request, extra, contexts, tags, user, breadcrumbs', () => {
    const event = {
      message: 'boom 4111111111111111',
      exception: { values: [{ type: 'Error', value: 'card 4111 1111 1111 1111 declined for a@b.co' }] },
      request: {
        url: 'https://pay.niaga.test/pay/bill/1?email=a%40b.co&token=t1',
        headers: {
          Authorization: `Bearer ${JWT}`,
          'User-Agent': 'Chrome',
          Referer: 'https://x.test/?refreshToken=r9',
        },
        cookies: { sid: 'abc' },
        data: {
          card_number: '4111111111111111',
          cvv: '123',
          expiry_month: '12',
          expiry_year: '2030',
          amount: '10.00',
        },
      },
      extra: {
        form: { password: 'Sandbox#2026', payer_phone: '0123456789', note: 'call +60 12-345 6789' },
        pan: 4111111111111111,
      },
      contexts: { state: { accessToken: JWT, refreshToken: 'r1', apiKey: 'nk_sandbox_abc' } },
      tags: { where: 'nk_sandbox_live_secret' },
      user: { ip_address: '1.2.3.4', email: 'merchant@niaga.test', username: 'merchant' },
      breadcrumbs: [
        {
          category: 'fetch',
          data: { method: 'POST', url: `/api/v1/auth?access_token=${JWT}`, status_code: 200 },
        },
        { category: 'console', message: 'submitting {"cardNumber":"4111111111111111","cvv":"999"}' },
        { category: 'ui.input', message: 'form > input[name="cardNumber"]' },
      ],
      timestamp: 1764150000.123,
    }
    const out = JSON.stringify(scrubData(event))
    for (const secret of [
      '4111111111111111',
      '4111 1111',
      'a@b.co',
      'a%40b.co',
      JWT,
      'Sandbox#2026',
      '0123456789',
      '12-345 6789',
      'nk_sandbox_',
      'r9',
      '"r1"',
      '1.2.3.4',
      'merchant@niaga.test',
      '"999"',
      '"123"',
      '"2030"',
      'abc',
    ])
      expect(out, secret).not.toContain(secret)
    const scrubbed = scrubData(event)
    expect(scrubbed.request.data.amount).toBe('10.00')
    expect(scrubbed.request.headers['User-Agent']).toBe('Chrome')
    expect(scrubbed.breadcrumbs[2]!.message).toBe('form > input[name="cardNumber"]')
    expect(scrubbed.timestamp).toBe(1764150000.123)
    expect(scrubbed.exception.values[0]!.type).toBe('Error')
  })

  it('scrubs header lists given as [name, value] pairs and leaves the input unchanged', () => {
    const input = {
      headers: [
        ['Authorization', 'Basic dXNlcjpwYXNz'],
        ['Accept', 'application/json'],
      ],
    }
    expect(scrubData(input)).toEqual({
      headers: [
        ['Authorization', FILTERED],
        ['Accept', 'application/json'],
      ],
    })
    expect(input.headers[0]![1]).toBe('Basic dXNlcjpwYXNz')
  })

  it('scrubs transactions: span descriptions and URLs', () => {
    const transaction = {
      type: 'transaction',
      transaction: '/pay/bill/$uuid',
      spans: [
        {
          op: 'http.client',
          description: 'GET /api/v1/x?email=nurul@example.com',
          data: { 'url.full': '/api/v1/y?password=p' },
        },
      ],
    }
    expect(JSON.stringify(scrubData(transaction))).not.toMatch(/nurul@example\.com|password=p\b/)
  })
})

describe('scrubRecording', () => {
  it('removes patterns from replay breadcrumbs and network spans, keeping the markup names', () => {
    const frame = {
      type: 5,
      timestamp: 1764150000123,
      data: {
        tag: 'breadcrumb',
        payload: {
          category: 'console',
          message: 'card 4111-1111-1111-1111 token=abc',
          data: { name: 'cardNumber' },
        },
      },
    }
    const out = scrubRecording(frame)
    expect(out.timestamp).toBe(1764150000123)
    expect(out.data.payload.message).toBe(`card ${FILTERED} token=${FILTERED}`)
    expect(out.data.payload.data.name).toBe('cardNumber')
  })
})
