import { describe, expect, it } from 'vitest'
import { MESSAGES, formatMessage, fieldWords } from '../../src/lib/validation/messages.ts'
import * as rules from '../../src/lib/validation/rules.ts'
import { validateField, validateForm, type RuleSpec } from '../../src/lib/validation/validate.ts'

describe('SPEC §5 custom rules and their exact messages', () => {
  it('positive: at least 0', () => {
    expect(rules.positive('0')).toBe(true)
    expect(rules.positive(12.5)).toBe(true)
    expect(rules.positive('-0.01')).toBe(false)
    expect(rules.positive('abc')).toBe(false)
    expect(validateField('-1', ['positive'], { field: 'amount', locale: 'en' })).toBe('Please enter positive number!')
  })

  it('credit-card: 15 digits starting 34 or 37', () => {
    expect(rules.creditCard('341234567890123')).toBe(true)
    expect(rules.creditCard('371234567890123')).toBe(true)
    expect(rules.creditCard('351234567890123')).toBe(false)
    expect(rules.creditCard('34123456789012')).toBe(false)
    expect(rules.creditCard('3412345678901234')).toBe(false)
    expect(validateField('4111111111111111', ['credit-card'], { field: 'card', locale: 'en' })).toBe('It is not valid credit card!')
  })

  it('password: too short first, then the mix, with the field substituted', () => {
    expect(validateField('Ab1!', ['password'], { field: 'password', locale: 'en' })).toBe('password is too short, you want to get hacked?')
    expect(validateField('abcdef1!', ['password'], { field: 'password', locale: 'en' })).toBe(
      'Your password must contain at least one uppercase, one lowercase, one special character and one digit',
    )
    expect(validateField('Abcdef1!', ['password'], { field: 'password', locale: 'en' })).toBeNull()
    expect(validateField('Abcdefg1(', ['password'], { field: 'password', locale: 'en' })).toBeNull()
    expect(validateField('Abcdefg1)', ['password'], { field: 'password', locale: 'en' })).toBeNull()
    expect(validateField('Abcdefg1^', ['password'], { field: 'password', locale: 'en' })).not.toBeNull()
  })

  it('url: optional, else http(s) with a host', () => {
    expect(rules.url('')).toBe(true)
    expect(rules.url('https://niaga.my/callback')).toBe(true)
    expect(rules.url('ftp://niaga.my')).toBe(false)
    expect(validateField('not a url', ['url'], { field: 'callback_url', locale: 'en' })).toBe('URL is invalid')
  })
})

describe('general validators', () => {
  it('pass on empty values except required', () => {
    const specs: RuleSpec[] = ['email', 'alpha', 'integer', 'url', ['min', 3], ['digits', 4]]
    for (const spec of specs) {
      expect(validateField('', [spec], { field: 'x', locale: 'en' })).toBeNull()
    }
    expect(validateField('  ', ['required'], { field: 'first_name', locale: 'en' })).toBe('The first name field is required')
  })

  it('check what they say', () => {
    expect(rules.email('aisyah@niaga.my')).toBe(true)
    expect(rules.email('aisyah@niaga')).toBe(false)
    expect(rules.min('ab', 3)).toBe(false)
    expect(rules.max('abcd', 3)).toBe(false)
    expect(rules.minValue('5', 10)).toBe(false)
    expect(rules.maxValue('5', 10)).toBe(true)
    expect(rules.between('7', 1, 6)).toBe(false)
    expect(rules.alpha('Aisyah')).toBe(true)
    expect(rules.alpha('Aisyah1')).toBe(false)
    expect(rules.integer('-12')).toBe(true)
    expect(rules.integer('1.5')).toBe(false)
    expect(rules.digits('1234', 4)).toBe(true)
    expect(rules.digits('12a4', 4)).toBe(false)
    expect(rules.alphaDash('ab_c-1')).toBe(true)
    expect(rules.alphaNum('ab_c')).toBe(false)
    expect(rules.length('abc', 3)).toBe(true)
    expect(rules.alphaSpaces('Siti Nur')).toBe(true)
    expect(rules.regex('ABC', /^[A-Z]+$/g)).toBe(true)
    expect(rules.mimes({ type: 'image/png' }, ['image/*'])).toBe(true)
    expect(rules.mimes({ type: 'application/pdf' }, ['image/png', 'image/jpeg'])).toBe(false)
  })

  it('validateForm reports the first failure per field, with confirmed across fields and labels', () => {
    const errors = validateForm(
      { email: 'bad', password: 'Abcdef1!', password_confirmation: 'Abcdef1?', phone: '' },
      { email: ['required', 'email'], password: ['required', 'password'], password_confirmation: [['confirmed', 'password']], phone: [['digits', 10]] },
      'en',
      { password_confirmation: 'password' },
    )
    expect(errors).toEqual({
      email: 'The email field must be a valid email',
      password_confirmation: 'The password field confirmation does not match',
    })
  })
})

describe('messages in English and Arabic', () => {
  it('every rule has an Arabic message that differs from the English', () => {
    for (const rule of Object.keys(MESSAGES.en) as (keyof typeof MESSAGES.en)[]) {
      expect(MESSAGES.ar[rule], rule).toBeTruthy()
      expect(MESSAGES.ar[rule]).not.toBe(MESSAGES.en[rule])
    }
    expect(formatMessage('required', 'ar', { field: 'البريد' })).toBe('الحقل البريد مطلوب')
    expect(validateField('', ['required'], { field: 'email', locale: 'ar' })).toContain('مطلوب')
  })

  it('field names read as words', () => {
    expect(fieldWords('first_name')).toBe('first name')
    expect(fieldWords('companyName')).toBe('company name')
  })
})
