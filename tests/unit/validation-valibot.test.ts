import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import {
  creditCardSchema,
  emailSchema,
  optionalUrlSchema,
  passwordSchema,
  positiveNumberSchema,
} from '../../src/lib/validation/valibot-rules.ts'

const messages = (schema: v.GenericSchema, input: unknown) =>
  v.safeParse(schema, input).issues?.map((issue) => issue.message) ?? []

describe('passwordSchema', () => {
  it('accepts a strong password', () => {
    expect(v.parse(passwordSchema(), 'Abcdef1!')).toBe('Abcdef1!')
    expect(messages(passwordSchema(), 'Abcdefg1(')).toEqual([])
  })

  it('gives a short password the length message alone, with the field substituted', () => {
    expect(messages(passwordSchema(), 'Abc1!')).toEqual(['password is too short, you want to get hacked?'])
    expect(messages(passwordSchema('new_password'), 'abc')).toEqual([
      'new password is too short, you want to get hacked?',
    ])
  })

  it('gives an 8+ character password missing a class the composition message', () => {
    expect(messages(passwordSchema(), 'abcdef1!')).toEqual([
      'Your password must contain at least one uppercase, one lowercase, one special character and one digit',
    ])
  })

  it('requires a value', () => {
    expect(messages(passwordSchema(), '')).toEqual(['The password field is required'])
    expect(messages(passwordSchema(), undefined)).toEqual(['The password field is required'])
  })
})

describe('emailSchema', () => {
  it('trims and accepts a valid email', () => {
    expect(v.parse(emailSchema(), ' aisyah@niaga.my ')).toBe('aisyah@niaga.my')
  })
  it('rejects invalid and blank emails', () => {
    expect(messages(emailSchema(), 'aisyah@niaga')).toEqual(['The email field must be a valid email'])
    expect(messages(emailSchema('contact_email'), '   ')).toEqual(['The contact email field is required'])
  })
})

describe('positiveNumberSchema', () => {
  it('accepts 0 and up, rejects negatives and non-numbers', () => {
    expect(v.parse(positiveNumberSchema(), 0)).toBe(0)
    expect(v.parse(positiveNumberSchema(), 12.5)).toBe(12.5)
    expect(messages(positiveNumberSchema(), -1)).toEqual(['Please enter positive number!'])
    expect(messages(positiveNumberSchema(), '5')).toEqual(['Please enter positive number!'])
    expect(messages(positiveNumberSchema(), Number.NaN)).toEqual(['Please enter positive number!'])
  })
})

describe('optionalUrlSchema', () => {
  it('lets absent and empty values through', () => {
    for (const empty of [undefined, null, '']) expect(messages(optionalUrlSchema(), empty)).toEqual([])
  })
  it('checks a given URL', () => {
    expect(v.parse(optionalUrlSchema(), 'https://niaga.my/hook')).toBe('https://niaga.my/hook')
    expect(messages(optionalUrlSchema(), 'ftp://niaga.my')).toEqual(['URL is invalid'])
    expect(messages(optionalUrlSchema(), 42)).toEqual(['URL is invalid'])
  })
})

describe('creditCardSchema', () => {
  it('accepts 15 digits starting 34 or 37 only', () => {
    expect(v.parse(creditCardSchema(), '371234567890123')).toBe('371234567890123')
    expect(messages(creditCardSchema(), '351234567890123')).toEqual(['It is not valid credit card!'])
    expect(messages(creditCardSchema(), '3412345678901234')).toEqual(['It is not valid credit card!'])
    expect(messages(creditCardSchema(), '')).toEqual(['The card number field is required'])
  })
})
