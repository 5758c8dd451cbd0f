import { describe, expect, it } from 'vitest'
import { MESSAGES, fieldWords, formatMessage, type MessageKey } from '../../src/contract/messages.ts'

// The SPEC §5 rules; the map holds the contract's own texts too (checked as a whole below).
const SPEC_KEYS: MessageKey[] = [
  'required',
  'email',
  'min',
  'max',
  'min_value',
  'max_value',
  'confirmed',
  'regex',
  'between',
  'alpha',
  'integer',
  'digits',
  'alpha_dash',
  'alpha_num',
  'length',
  'alpha_spaces',
  'mimes',
  'positive',
  'credit_card',
  'password',
  'password_min',
  'url',
]

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()

describe('message tables', () => {
  it('cover every SPEC §5 rule, and the same texts in both locales', () => {
    expect(Object.keys(MESSAGES.en)).toEqual(expect.arrayContaining(SPEC_KEYS))
    expect(Object.keys(MESSAGES.ar).sort()).toEqual(Object.keys(MESSAGES.en).sort())
  })

  it('have an Arabic text for every message, in Arabic, different from the English, with the same placeholders', () => {
    for (const key of Object.keys(MESSAGES.en) as MessageKey[]) {
      const arabic = MESSAGES.ar[key]
      expect(arabic.trim(), key).not.toBe('')
      expect(arabic, key).not.toBe(MESSAGES.en[key])
      expect(arabic, key).toMatch(/\p{Script=Arabic}/u)
      expect(placeholders(arabic), key).toEqual(placeholders(MESSAGES.en[key]))
    }
  })

  it('keep the VeeValidate-style English texts', () => {
    const en = (key: MessageKey) => formatMessage(key, 'en', { field: 'name', length: 3, min: 1, max: 9 })
    expect(en('required')).toBe('The name field is required')
    expect(en('email')).toBe('The name field must be a valid email')
    expect(en('min')).toBe('The name field must be at least 3 characters')
    expect(en('max')).toBe('The name field may not be greater than 3 characters')
    expect(en('min_value')).toBe('The name field must be 1 or more')
    expect(en('max_value')).toBe('The name field must be 9 or less')
    expect(en('confirmed')).toBe('The name field confirmation does not match')
    expect(en('regex')).toBe('The name field format is invalid')
    expect(en('between')).toBe('The name field must be between 1 and 9')
    expect(en('alpha')).toBe('The name field may only contain alphabetic characters')
    expect(en('integer')).toBe('The name field must be an integer')
    expect(en('digits')).toBe('The name field must be numeric and exactly contain 3 digits')
    expect(en('alpha_dash')).toBe(
      'The name field may contain alpha-numeric characters as well as dashes and underscores',
    )
    expect(en('alpha_num')).toBe('The name field may only contain alpha-numeric characters')
    expect(en('length')).toBe('The name field must be 3 long')
    expect(en('alpha_spaces')).toBe('The name field may only contain alphabetic characters as well as spaces')
    expect(en('mimes')).toBe('The name field must have a valid file type')
  })

  it('keep the custom rules’ English texts exactly as the spec has them', () => {
    const en = (key: MessageKey) => formatMessage(key, 'en', { field: 'password' })
    expect(en('positive')).toBe('Please enter positive number!')
    expect(en('credit_card')).toBe('It is not valid credit card!')
    expect(en('password')).toBe(
      'Your password must contain at least one uppercase, one lowercase, one special character and one digit',
    )
    expect(en('password_min')).toBe('password is too short, you want to get hacked?')
    expect(en('url')).toBe('URL is invalid')
  })
})

describe('formatMessage', () => {
  it('substitutes field, length, min, max and target in Arabic too', () => {
    expect(formatMessage('required', 'ar', { field: 'email', label: 'البريد' })).toBe('حقل البريد مطلوب')
    expect(formatMessage('between', 'ar', { field: 'age', min: 18, max: 65 })).toBe(
      'يجب أن تكون قيمة حقل age بين 18 و65',
    )
    expect(formatMessage('password_min', 'ar', { field: 'password', label: 'كلمة المرور' })).toBe(
      'طول كلمة المرور قصير جدًا، هل تريد أن تتعرض للاختراق؟',
    )
  })

  it('shows field names as words unless a label is given', () => {
    expect(formatMessage('required', 'en', { field: 'first_name' })).toBe('The first name field is required')
    expect(formatMessage('required', 'en', { field: 'first_name', label: 'given name' })).toBe(
      'The given name field is required',
    )
  })

  it('substitutes in one pass and leaves placeholders without a value visible', () => {
    expect(formatMessage('min', 'en', { field: 'x', label: '{length}', length: 3 })).toBe(
      'The {length} field must be at least 3 characters',
    )
    expect(formatMessage('min', 'en', { field: 'code' })).toBe(
      'The code field must be at least {length} characters',
    )
  })
})

describe('fieldWords', () => {
  it('turns snake_case, camelCase and kebab-case into lower-case words', () => {
    expect(fieldWords('first_name')).toBe('first name')
    expect(fieldWords('firstName')).toBe('first name')
    expect(fieldWords('FirstName')).toBe('first name')
    expect(fieldWords('password_confirmation')).toBe('password confirmation')
    expect(fieldWords('company-name')).toBe('company name')
    expect(fieldWords('address.line1')).toBe('address line1')
    expect(fieldWords('email')).toBe('email')
  })

  it('keeps acronyms and non-Latin names', () => {
    expect(fieldWords('websiteURL')).toBe('website URL')
    expect(fieldWords('IC_number')).toBe('IC number')
    expect(fieldWords('callbackURLPath')).toBe('callback URL path')
    expect(fieldWords('البريد')).toBe('البريد')
  })
})
