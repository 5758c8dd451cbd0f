// The validation messages in every language the product speaks: each map has every key, keeps the English
// placeholders, and a parse's `lang` picks the map (anything we lack reads English).
import { describe, expect, it } from 'vitest'
import {
  MESSAGES,
  formatMessage,
  localeOf,
  type Locale,
  type MessageKey,
} from '../../src/contract/messages.ts'

const LOCALES: Locale[] = ['en', 'ar', 'ms', 'zh']
const KEYS = Object.keys(MESSAGES.en).sort() as MessageKey[]

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()

describe('message languages', () => {
  it('has a map for every language, each with every key and no empty text', () => {
    expect(Object.keys(MESSAGES).sort()).toEqual([...LOCALES].sort())
    for (const locale of LOCALES) {
      expect(Object.keys(MESSAGES[locale]).sort(), locale).toEqual(KEYS)
      for (const key of KEYS) expect(MESSAGES[locale][key].trim(), `${locale} ${key}`).not.toBe('')
    }
  })

  it('keeps the same {placeholders} as the English in every translation', () => {
    for (const locale of LOCALES) {
      for (const key of KEYS) {
        expect(placeholders(MESSAGES[locale][key]), `${locale} ${key}`).toEqual(
          placeholders(MESSAGES.en[key]),
        )
      }
    }
  })

  it('writes Chinese in Chinese characters and keeps money and formats literal', () => {
    for (const key of KEYS) expect(MESSAGES.zh[key], key).toMatch(/\p{Script=Han}/u)
    for (const locale of ['ms', 'zh'] as const) {
      expect(MESSAGES[locale].amount_min).toContain('RM 0.01')
      expect(MESSAGES[locale].amount_max).toContain('RM 1,000,000.00')
      expect(MESSAGES[locale].price_format).toContain('RM 999,999.99')
      expect(MESSAGES[locale].due_date_format).toContain('yyyy-MM-dd')
      expect(MESSAGES[locale].theme_colour).toContain('#RRGGBB')
      expect(MESSAGES[locale].time).toContain('HH:MM')
    }
  })

  it('formats in Malay and Chinese', () => {
    expect(formatMessage('required', 'ms', { field: 'email' })).toBe('Medan email wajib diisi')
    expect(formatMessage('required', 'zh', { field: 'email', label: '电子邮件' })).toBe('电子邮件 为必填项')
    expect(formatMessage('between', 'ms', { field: 'age', min: 18, max: 65 })).toBe(
      'Medan age mestilah antara 18 dan 65',
    )
  })
})

describe('localeOf', () => {
  it('takes ar, ms and zh exactly as given, and anything else as English', () => {
    expect(localeOf('ar')).toBe('ar')
    expect(localeOf('ms')).toBe('ms')
    expect(localeOf('zh')).toBe('zh')
    expect(localeOf('en')).toBe('en')
    expect(localeOf('fr')).toBe('en')
    expect(localeOf('ms-MY')).toBe('en')
    expect(localeOf(undefined)).toBe('en')
  })
})
