import { describe, expect, it } from 'vitest'
import { createAcquirerKeys, CardDecryptError, decryptCardInfo } from '../../server/sandbox/card-acquirer.ts'
import { cardOutcome, TEST_CARDS } from '../../server/sandbox/test-cards.ts'
import { encryptCardInfo } from '../../src/lib/card/encrypt.ts'
import { maskCardNumber } from '../../src/lib/card/mask.ts'
import { cardErrorMessage, luhnValid, validateCard } from '../../src/lib/card/validate.ts'

const now = new Date('2026-11-22T10:00:00+08:00')
const visa = '4111111111111111'
const ok = { cardnumber: visa, month: '12', year: '2030', cvv: '123' }
const check = (card: Partial<typeof ok>) => validateCard({ ...ok, ...card }, now)

describe('validateCard: the 12 codes of SPEC §5, first failure wins', () => {
  it('answers 0 for a valid card', () => expect(check({})).toBe(0))
  it('1 card number is required (when an expiry is given)', () => expect(check({ cardnumber: '' })).toBe(1))
  it('2 card number is invalid (Luhn)', () => expect(check({ cardnumber: '4111111111111112' })).toBe(2))
  it('3 expiry month is required', () => expect(check({ month: '' })).toBe(3))
  it('4 expiry month must be two characters', () => expect(check({ month: '012' })).toBe(4))
  it('5 expiry year is required', () => expect(check({ year: '' })).toBe(5))
  it('6 expiry year must be four characters', () => expect(check({ year: '30' })).toBe(6))
  it('7 card already expired (year)', () => expect(check({ year: '2025' })).toBe(7))
  it('8 card already expired (month of this year)', () => expect(check({ year: '2026', month: '10' })).toBe(8))
  it('9 invalid card expiry month', () => {
    expect(check({ month: '13' })).toBe(9)
    expect(check({ year: '2026', month: '13' })).toBe(9)
  })
  it('10 invalid cvv (3 or 4 digits when given)', () => {
    expect(check({ cvv: '12' })).toBe(10)
    expect(check({ cvv: '12a' })).toBe(10)
    expect(check({ cvv: '' })).toBe(0)
    expect(check({ cvv: '1234' })).toBe(0)
  })
  it('11 invalid month (not numeric)', () => expect(check({ month: 'ab' })).toBe(11))
  it('12 invalid year (not numeric)', () => expect(check({ year: 'abcd' })).toBe(12))
  it('reports the first failure in order', () => {
    expect(check({ cardnumber: '4111111111111112', month: '', year: '' })).toBe(2)
    expect(check({ month: '', year: '', cvv: '1' })).toBe(3)
    expect(check({ year: '2025', cvv: '1' })).toBe(7)
  })
  it('62 and 81 cards skip the expiry checks and the cvv is optional', () => {
    expect(validateCard({ cardnumber: '6200000000000005', month: '', year: '', cvv: '' }, now)).toBe(0)
    expect(validateCard({ cardnumber: '6200000000000005', month: '', year: '', cvv: '12' }, now)).toBe(10)
  })
  it('year 0000 with month 00 is allowed; the current month is still valid', () => {
    expect(check({ year: '0000', month: '00' })).toBe(0)
    expect(check({ year: '2026', month: '11' })).toBe(0)
  })
  it('with no card at all, only the cvv format is checked', () => {
    expect(validateCard({ cardnumber: '', month: '', year: '', cvv: '' }, now)).toBe(0)
    expect(validateCard({ cvv: '1' }, now)).toBe(10)
  })
  it('messages: exact texts and "unknown error"', () => {
    expect(cardErrorMessage(2)).toBe('card number is invalid')
    expect(cardErrorMessage(10)).toBe('invalid cvv')
    expect(cardErrorMessage(0)).toBe('unknown error')
    expect(cardErrorMessage(99)).toBe('unknown error')
  })
})

describe('mask and test cards', () => {
  it('keeps the first 6 and last 4 digits', () => {
    expect(maskCardNumber(visa)).toBe('411111XXXXXX1111')
    expect(maskCardNumber('378282246310005')).toBe('378282XXXXX0005')
  })
  it('every documented test card passes Luhn and has its outcome', () => {
    for (const card of TEST_CARDS) {
      expect(luhnValid(card.number), card.number).toBe(true)
      expect(cardOutcome(card.number)).toBe(card.outcome)
    }
    expect(cardOutcome('4242424242424242')).toBe('approved')
    expect(cardOutcome('4242424242424241')).toBe('invalid')
  })
})

describe('card data protection (SPEC §7)', () => {
  const keys = createAcquirerKeys()

  it('encrypts in the documented format and the acquirer decrypts it', () => {
    const out = encryptCardInfo({ cardnumber: visa, month: '7', year: '2030', cvv: '321' }, keys.publicKeyBase64Der)
    expect(out.maskedCardInfo).toBe('411111XXXXXX1111')
    expect(out.expMonthCardInfo).toBe('07')
    expect(out.expYearCardInfo).toBe('2030')
    expect(out.encryptedCardInfo).not.toContain(visa)
    const keyLength = Number.parseInt(out.encryptedCardInfo.slice(0, 4), 16)
    expect(out.encryptedCardInfo.slice(0, 4)).toMatch(/^[0-9a-f]{4}$/)
    const data = Buffer.from(out.encryptedCardInfo.slice(4 + keyLength), 'base64')
    expect(data.subarray(0, 8).toString('latin1')).toBe('Salted__')
    expect(decryptCardInfo(out.encryptedCardInfo, keys.privateKeyPem)).toEqual({ number: visa, month: '07', year: '2030', cvv: '321' })
  })

  it('uses a fresh session key every time', () => {
    const a = encryptCardInfo(ok, keys.publicKeyBase64Der).encryptedCardInfo
    const b = encryptCardInfo(ok, keys.publicKeyBase64Der).encryptedCardInfo
    expect(a).not.toBe(b)
  })

  it('accepts a PEM key and refuses keys that are not RSA public keys', () => {
    const pem = `-----BEGIN PUBLIC KEY-----\n${keys.publicKeyBase64Der.match(/.{1,64}/g)!.join('\n')}\n-----END PUBLIC KEY-----`
    expect(decryptCardInfo(encryptCardInfo(ok, pem).encryptedCardInfo, keys.privateKeyPem).number).toBe(visa)
    expect(() => encryptCardInfo(ok, 'not a key!')).toThrow('Invalid public key')
    expect(() => encryptCardInfo(ok, 'AAAA')).toThrow(/Invalid (RSA )?public key/)
  })

  it('decrypting garbage is a CardDecryptError that echoes nothing', () => {
    for (const value of ['', 'zzzz', '0010AAAAAAAAAAAAAAAA', `0004abcd${'x'.repeat(40)}`]) {
      expect(() => decryptCardInfo(value, keys.privateKeyPem)).toThrow(CardDecryptError)
    }
  })
})
