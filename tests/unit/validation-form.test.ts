import { describe, expect, it } from 'vitest'
import {
  validateField,
  validateForm,
  type FormSchema,
  type RuleSpec,
} from '../../src/lib/validation/validate.ts'

const en = (field: string) => ({ field, locale: 'en' as const })

describe('validateField', () => {
  it('returns null when every rule passes', () => {
    expect(validateField('aisyah@niaga.my', ['required', 'email', ['max', 254]], en('email'))).toBeNull()
  })

  it('returns the first failing rule’s message only', () => {
    expect(validateField('', ['required', 'email'], en('email'))).toBe('The email field is required')
    expect(validateField('x', ['required', 'email', ['min', 5]], en('email'))).toBe(
      'The email field must be a valid email',
    )
    expect(validateField('x', [['min', 5], 'email'], en('email'))).toBe(
      'The email field must be at least 5 characters',
    )
  })

  it('lets empty optional values through every rule but required', () => {
    const rules: RuleSpec[] = [
      'email',
      ['min', 3],
      ['max', 1],
      ['min_value', 1],
      ['max_value', 0],
      ['confirmed', 'other'],
      ['regex', /^x$/],
      ['between', 1, 2],
      'alpha',
      'integer',
      ['digits', 4],
      'alpha_dash',
      'alpha_num',
      ['length', 2],
      'alpha_spaces',
      ['mimes', ['image/*']],
      'positive',
      'credit-card',
      'password',
      'url',
    ]
    for (const empty of [undefined, null, '']) {
      expect(validateField(empty, rules, { ...en('notes'), values: { other: 'x' } })).toBeNull()
    }
    expect(validateField('   ', ['required'], en('first_name'))).toBe('The first name field is required')
  })

  it('puts the rule parameters into the message', () => {
    expect(validateField('abcd', [['max', 3]], en('code'))).toBe(
      'The code field may not be greater than 3 characters',
    )
    expect(validateField('5', [['min_value', 10]], en('qty'))).toBe('The qty field must be 10 or more')
    expect(validateField('11', [['max_value', 10]], en('qty'))).toBe('The qty field must be 10 or less')
    expect(validateField('7', [['between', 1, 6]], en('rating'))).toBe(
      'The rating field must be between 1 and 6',
    )
    expect(validateField('123', [['digits', 6]], en('postcode'))).toBe(
      'The postcode field must be numeric and exactly contain 6 digits',
    )
    expect(validateField('ab', [['length', 3]], en('code'))).toBe('The code field must be 3 long')
    expect(validateField('ab-1', [['regex', /^[a-z]+$/]], en('slug'))).toBe(
      'The slug field format is invalid',
    )
    expect(validateField({ type: 'text/html' }, [['mimes', ['image/*']]], en('logo'))).toBe(
      'The logo field must have a valid file type',
    )
  })

  it('gives the spec’s exact messages for the custom rules', () => {
    expect(validateField('-1', ['positive'], en('amount'))).toBe('Please enter positive number!')
    expect(validateField('351234567890123', ['credit-card'], en('card'))).toBe('It is not valid credit card!')
    expect(validateField('ftp://niaga.my', ['url'], en('callback_url'))).toBe('URL is invalid')
  })

  it('password: too short first (field substituted), then the composition, 8+ characters only', () => {
    expect(validateField('Abc1!', ['password'], en('password'))).toBe(
      'password is too short, you want to get hacked?',
    )
    expect(validateField('abc', ['password'], en('new_password'))).toBe(
      'new password is too short, you want to get hacked?',
    )
    expect(validateField('abcdef1!', ['password'], en('password'))).toBe(
      'Your password must contain at least one uppercase, one lowercase, one special character and one digit',
    )
    expect(validateField('Abcdef1!', ['password'], en('password'))).toBeNull()
    expect(validateField('Abcdefg1(', ['password'], en('password'))).toBeNull()
    expect(validateField('Abcdefg1)', ['password'], en('password'))).toBeNull()
    expect(validateField('Abcdefg1^', ['password'], en('password'))).not.toBeNull()
  })

  it('uses the label and the locale', () => {
    expect(validateField('', ['required'], { field: 'ic_no', label: 'IC number', locale: 'en' })).toBe(
      'The IC number field is required',
    )
    expect(validateField('', ['required'], { field: 'email', label: 'البريد', locale: 'ar' })).toBe(
      'حقل البريد مطلوب',
    )
    expect(validateField('-1', ['positive'], { field: 'amount', locale: 'ar' })).toBe('يرجى إدخال رقم موجب!')
  })

  it('accepts schemas written as const', () => {
    const rules = ['required', ['min', 2]] as const
    expect(validateField('a', rules, en('name'))).toBe('The name field must be at least 2 characters')
  })
})

describe('validateForm', () => {
  const schema: FormSchema = {
    email: ['required', 'email'],
    password: ['required', 'password', ['confirmed', 'password_confirmation']],
    phone: [['digits', 10]],
    website: ['url'],
  }

  it('returns an empty object for a valid form, empty optional fields included', () => {
    const values = {
      email: 'aisyah@niaga.my',
      password: 'Abcdef1!',
      password_confirmation: 'Abcdef1!',
      phone: '',
    }
    expect(validateForm(values, schema, 'en')).toEqual({})
  })

  it('reports each failing field’s first message, with confirmed across fields', () => {
    const values = {
      email: 'bad',
      password: 'Abcdef1!',
      password_confirmation: 'Abcdef1?',
      phone: '12',
      website: 'x',
    }
    expect(validateForm(values, schema, 'en')).toEqual({
      email: 'The email field must be a valid email',
      password: 'The password field confirmation does not match',
      phone: 'The phone field must be numeric and exactly contain 10 digits',
      website: 'URL is invalid',
    })
  })

  it('fails confirmed when the other field is still empty', () => {
    const errors = validateForm({ email: 'a@b.my', password: 'Abcdef1!' }, schema, 'en')
    expect(errors).toEqual({ password: 'The password field confirmation does not match' })
  })

  it('checks only the fields of the schema, with labels and the locale', () => {
    const errors = validateForm({ unrelated: '' }, { full_name: ['required'] }, 'ar', {
      full_name: 'الاسم الكامل',
    })
    expect(errors).toEqual({ full_name: 'حقل الاسم الكامل مطلوب' })
    expect(validateForm({}, { full_name: ['required'] }, 'en')).toEqual({
      full_name: 'The full name field is required',
    })
  })
})
