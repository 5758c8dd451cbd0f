// Every SPEC §5 rule as the forms and the server use it: a valibot action in src/contract/rules.ts, whose
// message comes in English without a language (the server) and in Arabic with { lang: 'ar' } (an RTL form).
import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { NewPasswordSchema, PasswordSchema } from '../../src/contract/password.ts'
import * as rule from '../../src/contract/rules.ts'

type Lang = 'en' | 'ar'

/** The messages of a parse, in the given language. */
const messages = (schema: v.GenericSchema, input: unknown, lang?: Lang) =>
  v.safeParse(schema, input, lang ? { lang } : {}).issues?.map((issue) => issue.message) ?? []

const text = (...actions: v.PipeItem<string, string, v.BaseIssue<unknown>>[]) =>
  v.pipe(v.string(), ...(actions as [v.PipeItem<string, string, v.BaseIssue<unknown>>]))
const number = (action: v.PipeItem<number, number, v.BaseIssue<unknown>>) => v.pipe(v.number(), action)

// [rule, a failing value, English, Arabic]
const CASES: [string, v.GenericSchema, unknown, string, string][] = [
  [
    'required',
    text(rule.required('first_name')),
    '  ',
    'The first name field is required',
    'حقل first name مطلوب',
  ],
  [
    'email',
    text(rule.email()),
    'aisyah@niaga',
    'The email field must be a valid email',
    'يجب أن يكون حقل email بريدًا إلكترونيًا صالحًا',
  ],
  [
    'min',
    text(rule.min('code', 5)),
    'abc',
    'The code field must be at least 5 characters',
    'يجب أن يحتوي حقل code على 5 أحرف على الأقل',
  ],
  [
    'max',
    text(rule.max('code', 3)),
    'abcd',
    'The code field may not be greater than 3 characters',
    'يجب ألا يزيد حقل code عن 3 أحرف',
  ],
  [
    'min_value',
    number(rule.minValue('qty', 10)),
    5,
    'The qty field must be 10 or more',
    'يجب أن تكون قيمة حقل qty 10 أو أكثر',
  ],
  [
    'max_value',
    number(rule.maxValue('qty', 10)),
    11,
    'The qty field must be 10 or less',
    'يجب أن تكون قيمة حقل qty 10 أو أقل',
  ],
  [
    'regex',
    text(rule.regex('slug', /^[a-z]+$/)),
    'ab-1',
    'The slug field format is invalid',
    'صيغة حقل slug غير صالحة',
  ],
  [
    'between',
    number(rule.between('rating', 1, 6)),
    7,
    'The rating field must be between 1 and 6',
    'يجب أن تكون قيمة حقل rating بين 1 و6',
  ],
  [
    'alpha',
    text(rule.alpha('name')),
    'Aisyah1',
    'The name field may only contain alphabetic characters',
    'لا يجوز أن يحتوي حقل name إلا على أحرف أبجدية',
  ],
  [
    'integer',
    text(rule.integer('qty')),
    '1.5',
    'The qty field must be an integer',
    'يجب أن يكون حقل qty عددًا صحيحًا',
  ],
  [
    'digits',
    text(rule.digits('postcode', 5)),
    '123',
    'The postcode field must be numeric and exactly contain 5 digits',
    'يجب أن يكون حقل postcode رقميًا ويتكوّن من 5 أرقام بالضبط',
  ],
  [
    'alpha_dash',
    text(rule.alphaDash('handle')),
    'ab c',
    'The handle field may contain alpha-numeric characters as well as dashes and underscores',
    'لا يجوز أن يحتوي حقل handle إلا على أحرف وأرقام وشرطات (-) وشرطات سفلية (_)',
  ],
  [
    'alpha_num',
    text(rule.alphaNum('lot')),
    'ab_c',
    'The lot field may only contain alpha-numeric characters',
    'لا يجوز أن يحتوي حقل lot إلا على أحرف وأرقام',
  ],
  [
    'length',
    text(rule.length('code', 3)),
    'ab',
    'The code field must be 3 long',
    'يجب أن يكون طول حقل code 3',
  ],
  [
    'alpha_spaces',
    text(rule.alphaSpaces('full_name')),
    'Siti-Nur',
    'The full name field may only contain alphabetic characters as well as spaces',
    'لا يجوز أن يحتوي حقل full name إلا على أحرف أبجدية ومسافات',
  ],
  [
    'mimes',
    v.pipe(v.unknown(), rule.mimes('logo', ['image/*'])),
    { type: 'text/html' },
    'The logo field must have a valid file type',
    'يجب أن يكون نوع الملف في حقل logo صالحًا',
  ],
  ['positive', number(rule.positive()), -1, 'Please enter positive number!', 'يرجى إدخال رقم موجب!'],
  [
    'credit-card',
    text(rule.creditCard()),
    '351234567890123',
    'It is not valid credit card!',
    'رقم بطاقة الائتمان غير صالح!',
  ],
  ['url', text(rule.url()), 'ftp://niaga.my', 'URL is invalid', 'الرابط غير صالح'],
]

describe('the SPEC §5 rules as valibot actions', () => {
  it.each(CASES)('%s says what is wrong in English and in Arabic', (_name, schema, bad, en, ar) => {
    expect(messages(schema, bad)).toEqual([en])
    expect(messages(schema, bad, 'en')).toEqual([en])
    expect(messages(schema, bad, 'ar')).toEqual([ar])
  })

  it('lets an empty value through every text rule but required (whether a field may be empty is its own say)', () => {
    const numberRules = ['min_value', 'max_value', 'between', 'positive']
    for (const [name, schema] of CASES)
      if (name !== 'required' && !numberRules.includes(name)) expect(messages(schema, ''), name).toEqual([])
    expect(messages(v.pipe(v.unknown(), rule.mimes('logo', ['image/*'])), null)).toEqual([])
  })

  it('passes good values', () => {
    expect(messages(text(rule.email()), 'aisyah@niaga.my')).toEqual([])
    expect(messages(number(rule.between('rating', 1, 6)), 6)).toEqual([])
    expect(messages(text(rule.url()), 'https://niaga.my/hook')).toEqual([])
    expect(messages(text(rule.creditCard()), '371234567890123')).toEqual([])
    expect(messages(number(rule.positive()), 0)).toEqual([])
  })
})

describe('the password rule and confirmed', () => {
  it('says too short first (the label starts the sentence), then the composition, in both languages', () => {
    expect(messages(PasswordSchema, 'Abc1!')).toEqual(['Password is too short, you want to get hacked?'])
    expect(messages(PasswordSchema, 'Abc1!', 'ar')).toEqual([
      'طول Password قصير جدًا، هل تريد أن تتعرض للاختراق؟',
    ])
    expect(messages(PasswordSchema, 'abcdef1!')).toEqual([
      'Your password must contain at least one uppercase, one lowercase, one special character and one digit',
    ])
    expect(messages(PasswordSchema, 'abcdef1!', 'ar')).toEqual([
      'يجب أن يحتوي حقل password على حرف كبير واحد وحرف صغير واحد ورمز خاص واحد ورقم واحد على الأقل',
    ])
    expect(messages(PasswordSchema, 'Abcdefg1(')).toEqual([])
    expect(messages(PasswordSchema, 'Abcdefg1^')).not.toEqual([])
  })

  it('wants a password at all', () => {
    expect(messages(PasswordSchema, '')[0]).toBe('The password field is required')
    expect(messages(PasswordSchema, '', 'ar')[0]).toBe('حقل password مطلوب')
  })

  it('checks the confirmation against the password, under the confirmation', () => {
    const mismatch = v.safeParse(
      NewPasswordSchema,
      { password: 'Abcdef1!', password_confirmation: 'Abcdef1?' },
      { lang: 'ar' },
    )
    expect(mismatch.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['password_confirmation', 'تأكيد حقل password غير مطابق'],
    ])
    expect(messages(NewPasswordSchema, { password: 'Abcdef1!', password_confirmation: 'Abcdef1?' })).toEqual([
      'The password field confirmation does not match',
    ])
    expect(messages(NewPasswordSchema, { password: 'Abcdef1!', password_confirmation: 'Abcdef1!' })).toEqual(
      [],
    )
  })
})
