import { describe, expect, it } from 'vitest'
import {
  alpha,
  alphaDash,
  alphaNum,
  alphaSpaces,
  between,
  confirmed,
  creditCard,
  digits,
  email,
  integer,
  isEmpty,
  length,
  max,
  maxValue,
  mimes,
  min,
  minValue,
  passwordLongEnough,
  passwordStrong,
  positive,
  regex,
  required,
  url,
} from '../../src/contract/rule-checks.ts'

const EMPTY = [undefined, null, '', []]

describe('empty values', () => {
  it('fail required and pass every other rule', () => {
    const optionalRules: ((value: unknown) => boolean)[] = [
      email,
      (value) => min(value, 3),
      (value) => max(value, 3),
      (value) => minValue(value, 1),
      (value) => maxValue(value, 1),
      (value) => confirmed(value, 'secret'),
      (value) => regex(value, /^x$/),
      (value) => between(value, 1, 2),
      alpha,
      integer,
      (value) => digits(value, 4),
      alphaDash,
      alphaNum,
      (value) => length(value, 2),
      alphaSpaces,
      (value) => mimes(value, ['image/png']),
      positive,
      creditCard,
      passwordStrong,
      passwordLongEnough,
      url,
    ]
    for (const value of EMPTY) {
      expect(isEmpty(value)).toBe(true)
      expect(required(value)).toBe(false)
      optionalRules.forEach((rule, index) =>
        expect(rule(value), `rule #${index} on ${String(value)}`).toBe(true),
      )
    }
  })
})

describe('required', () => {
  it('wants something other than whitespace or NaN', () => {
    expect(required('a')).toBe(true)
    expect(required(0)).toBe(true)
    expect(required(false)).toBe(true)
    expect(required(['x'])).toBe(true)
    expect(required('   ')).toBe(false)
    expect(required(Number.NaN)).toBe(false)
  })
})

describe('email', () => {
  it('accepts local@domain.tld', () => {
    expect(email('aisyah@niaga.my')).toBe(true)
    expect(email('siti.nur+billing@mail.example.com.my')).toBe(true)
    expect(email(' aisyah@niaga.my ')).toBe(true)
  })
  it('rejects the rest', () => {
    for (const bad of [
      'aisyah@niaga',
      'aisyah',
      '@niaga.my',
      'aisyah@',
      'a b@niaga.my',
      'aisyah@@niaga.my',
      'a..b@niaga.my',
      'a@niaga.m',
    ]) {
      expect(email(bad), bad).toBe(false)
    }
    expect(email(42)).toBe(false)
  })
})

describe('text length', () => {
  it('min and max count characters, emoji as one', () => {
    expect(min('abc', 3)).toBe(true)
    expect(min('ab', 3)).toBe(false)
    expect(max('abc', 3)).toBe(true)
    expect(max('abcd', 3)).toBe(false)
    expect(max('😀😀😀', 3)).toBe(true)
    expect(min(12345, 5)).toBe(true)
  })
  it('length is exact, for text and lists', () => {
    expect(length('abc', 3)).toBe(true)
    expect(length('ab', 3)).toBe(false)
    expect(length('abcd', 3)).toBe(false)
    expect(length(['a', 'b'], 2)).toBe(true)
    expect(length(['a'], 2)).toBe(false)
  })
  it('rejects values that are not text', () => {
    expect(min({ a: 1 }, 1)).toBe(false)
    expect(max(true, 10)).toBe(false)
  })
})

describe('numbers', () => {
  it('min_value, max_value and between are inclusive and numeric', () => {
    expect(minValue('10', 10)).toBe(true)
    expect(minValue('9.99', 10)).toBe(false)
    expect(maxValue(10, 10)).toBe(true)
    expect(maxValue('10.5', 10)).toBe(false)
    expect(between('1', 1, 6)).toBe(true)
    expect(between(6, 1, 6)).toBe(true)
    expect(between('7', 1, 6)).toBe(false)
    expect(between('0', 1, 6)).toBe(false)
  })
  it('do not read hex, blanks, words or infinities as numbers', () => {
    expect(minValue('0x10', 1)).toBe(false)
    expect(maxValue('   ', 1)).toBe(false)
    expect(minValue('abc', 0)).toBe(false)
    expect(minValue(Number.POSITIVE_INFINITY, 0)).toBe(false)
  })
  it('integer wants whole numbers, negative allowed', () => {
    expect(integer('-12')).toBe(true)
    expect(integer(42)).toBe(true)
    expect(integer('1.5')).toBe(false)
    expect(integer(1.5)).toBe(false)
    expect(integer('12a')).toBe(false)
  })
  it('digits wants exactly that many digits', () => {
    expect(digits('0123', 4)).toBe(true)
    expect(digits(1234, 4)).toBe(true)
    expect(digits('123', 4)).toBe(false)
    expect(digits('12345', 4)).toBe(false)
    expect(digits('12a4', 4)).toBe(false)
    expect(digits('-123', 4)).toBe(false)
  })
})

describe('confirmed and regex', () => {
  it('confirmed compares with the other value', () => {
    expect(confirmed('Abcdef1!', 'Abcdef1!')).toBe(true)
    expect(confirmed('Abcdef1!', 'Abcdef1?')).toBe(false)
    expect(confirmed('Abcdef1!', undefined)).toBe(false)
  })
  it('regex matches the whole pattern and is not fooled by /g', () => {
    expect(regex('ABC', /^[A-Z]+$/)).toBe(true)
    expect(regex('AbC', /^[A-Z]+$/)).toBe(false)
    const global = /^[A-Z]+$/g
    expect([regex('ABC', global), regex('ABC', global), regex('ABC', global)]).toEqual([true, true, true])
  })
})

describe('alphabetic rules', () => {
  it('alpha: letters of any script only', () => {
    expect(alpha('Aisyah')).toBe(true)
    expect(alpha('عائشة')).toBe(true)
    expect(alpha('مُحَمَّد')).toBe(true)
    expect(alpha('Aisyah1')).toBe(false)
    expect(alpha('Siti Nur')).toBe(false)
  })
  it('alpha_num: letters and digits', () => {
    expect(alphaNum('Lot23')).toBe(true)
    expect(alphaNum('ab_c')).toBe(false)
    expect(alphaNum('a b')).toBe(false)
  })
  it('alpha_dash: letters, digits, dashes and underscores', () => {
    expect(alphaDash('ab_c-1')).toBe(true)
    expect(alphaDash('ab c')).toBe(false)
    expect(alphaDash('ab.c')).toBe(false)
  })
  it('alpha_spaces: letters and spaces', () => {
    expect(alphaSpaces('Siti Nur Aisyah')).toBe(true)
    expect(alphaSpaces('Siti Nur 2')).toBe(false)
    expect(alphaSpaces('Siti-Nur')).toBe(false)
  })
})

describe('mimes', () => {
  it('matches exact types and wildcards, case-insensitively', () => {
    expect(mimes({ type: 'image/png' }, ['image/*'])).toBe(true)
    expect(mimes({ name: 'ic.pdf', type: 'application/pdf' }, ['image/png', 'application/pdf'])).toBe(true)
    expect(mimes({ type: 'IMAGE/JPEG' }, ['image/jpeg'])).toBe(true)
    expect(mimes({ type: 'application/pdf' }, ['image/png', 'image/jpeg'])).toBe(false)
    expect(mimes({ type: 'imagex/png' }, ['image/*'])).toBe(false)
  })
  it('checks every file of a list or FileList-like, and fails unknown types and non-files', () => {
    expect(mimes([{ type: 'image/png' }, { type: 'image/jpeg' }], ['image/*'])).toBe(true)
    expect(mimes([{ type: 'image/png' }, { type: 'text/html' }], ['image/*'])).toBe(false)
    expect(mimes({ length: 1, 0: { type: 'image/png' } }, ['image/*'])).toBe(true)
    expect(mimes({ type: '' }, ['image/*'])).toBe(false)
    expect(mimes('photo.png', ['image/*'])).toBe(false)
  })
})
