import { describe, expect, it } from 'vitest'
import {
  creditCard,
  passwordLongEnough,
  passwordStrong,
  positive,
  url,
} from '../../src/contract/rule-checks.ts'

// The product's own rules; the empty-value behaviour they share with the others is in
// validation-rules.test.ts.

describe('positive', () => {
  it('is at least 0', () => {
    expect(positive('0')).toBe(true)
    expect(positive(0)).toBe(true)
    expect(positive(12.5)).toBe(true)
    expect(positive('-0.01')).toBe(false)
    expect(positive(-1)).toBe(false)
    expect(positive('abc')).toBe(false)
  })
})

describe('credit-card', () => {
  it('is 15 digits starting 34 or 37', () => {
    expect(creditCard('341234567890123')).toBe(true)
    expect(creditCard('371234567890123')).toBe(true)
    expect(creditCard(341234567890123)).toBe(true)
    expect(creditCard('351234567890123')).toBe(false)
    expect(creditCard('34123456789012')).toBe(false)
    expect(creditCard('3412345678901234')).toBe(false)
    expect(creditCard('4111111111111111')).toBe(false)
    expect(creditCard('34123456789012a')).toBe(false)
  })
})

describe('password', () => {
  it('is long enough from 8 characters', () => {
    expect(passwordLongEnough('Abcdef1!')).toBe(true)
    expect(passwordLongEnough('Abcde1!')).toBe(false)
    expect(passwordLongEnough('Abc1!')).toBe(false)
  })
  it('needs a digit, a lowercase, an uppercase and one of !@#$%&*()', () => {
    expect(passwordStrong('Abcdef1!')).toBe(true)
    for (const special of '!@#$%&*()') expect(passwordStrong(`Abcdef1${special}`), special).toBe(true)
    expect(passwordStrong('abcdef1!')).toBe(false)
    expect(passwordStrong('ABCDEF1!')).toBe(false)
    expect(passwordStrong('Abcdefg!')).toBe(false)
    expect(passwordStrong('Abcdefg1')).toBe(false)
    expect(passwordStrong('Abcdef1^')).toBe(false)
    expect(passwordStrong('Abcdef1-')).toBe(false)
  })
  it('judges composition apart from length', () => {
    expect(passwordStrong('Ab1!')).toBe(true)
    expect(passwordLongEnough('abcdefgh')).toBe(true)
  })
})

describe('url', () => {
  it('accepts http and https URLs', () => {
    for (const good of [
      'https://niaga.my',
      'https://niaga.my/callback?order=12#paid',
      'http://sub.example.com.my:8080/path',
      'HTTPS://NIAGA.MY',
      'http://localhost:3000/hook',
      'http://192.168.1.10/hook',
    ]) {
      expect(url(good), good).toBe(true)
    }
  })
  it('rejects other schemes, missing hosts and spaces', () => {
    for (const bad of [
      'ftp://niaga.my',
      'niaga.my',
      'https://',
      'https://niaga',
      'https://nia ga.my',
      'https://niaga.my/a b',
      'javascript:alert(1)',
      'https://user:pass@evil.example',
      'http://999.1.1.1',
      'not a url',
    ]) {
      expect(url(bad), bad).toBe(false)
    }
  })
})
