import { describe, expect, it } from 'vitest'
import {
  validateEmailForm,
  validateLoginForm,
  validateResetForm,
} from '../../src/features/auth/auth-validation.ts'

describe('auth form rules', () => {
  it('requires username and password to log in', () => {
    expect(validateLoginForm({ username: ' ', password: '' }, 'en')).toEqual({
      username: 'The username field is required',
      password: 'The password field is required',
    })
    expect(validateLoginForm({ username: 'merchant@niaga.test', password: 'x' }, 'en')).toEqual({})
  })

  it('wants a valid email address for the forgot forms', () => {
    expect(validateEmailForm({ email: '' }, 'en').email).toBe('The email field is required')
    expect(validateEmailForm({ email: 'nope' }, 'en').email).toBe('The email field must be a valid email')
    expect(validateEmailForm({ email: 'merchant@niaga.test' }, 'en')).toEqual({})
  })

  it('applies the SPEC §5 password rule and the confirmation on reset', () => {
    expect(validateResetForm({ password: 'short', password_confirmation: 'short' }, 'en').password).toBe(
      'Password is too short, you want to get hacked?',
    )
    expect(
      validateResetForm({ password: 'longenough', password_confirmation: 'longenough' }, 'en').password,
    ).toBe(
      'Your password must contain at least one uppercase, one lowercase, one special character and one digit',
    )
    expect(
      validateResetForm({ password: 'Sandbox#2027', password_confirmation: 'Sandbox#2028' }, 'en'),
    ).toEqual({
      password_confirmation: 'The password field confirmation does not match',
    })
    expect(
      validateResetForm({ password: 'Sandbox#2027', password_confirmation: '' }, 'en').password_confirmation,
    ).toBe('The password confirmation field is required')
    expect(
      validateResetForm({ password: 'Sandbox#2027', password_confirmation: 'Sandbox#2027' }, 'en'),
    ).toEqual({})
  })

  it('speaks Arabic when asked', () => {
    expect(validateLoginForm({ username: '', password: 'x' }, 'ar').username).toMatch(/[\u0600-\u06FF]/)
  })
})
