import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { describe as describeText } from '../../server/http/describe.ts'
import en from '../../src/locales/server/en.json' with { type: 'json' }
import ms from '../../src/locales/server/ms.json' with { type: 'json' }
import zh from '../../src/locales/server/zh.json' with { type: 'json' }

const english: Record<string, string> = en
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort()

/** Every TypeScript source file of the server, with its text. */
function serverSources(): { path: string; text: string }[] {
  const root = new URL('../../server/', import.meta.url)
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.ts'))
    .map((path) => ({ path, text: readFileSync(new URL(path, root), 'utf8') }))
}

describe('the server catalogs', () => {
  it('are keyed by the English text, which English maps to itself', () => {
    for (const [id, text] of Object.entries(english)) expect(text, id).toBe(id)
  })

  it('give every message in Malay and Chinese, with the same placeholders', () => {
    for (const [language, catalog] of Object.entries({ ms, zh }) as [string, Record<string, string>][]) {
      expect(Object.keys(catalog).sort(), language).toEqual(Object.keys(english).sort())
      for (const id of Object.keys(english)) {
        expect(catalog[id], `${language} ${id}`).toBeTruthy()
        expect(placeholders(catalog[id] ?? ''), `${language} ${id}`).toEqual(placeholders(id))
      }
    }
  })

  it('name every record the server can answer "not found" for, so a new one cannot go untranslated', () => {
    const named = new Set<string>()
    for (const { text } of serverSources()) {
      for (const match of text.matchAll(/notFound\('([^']+)'\)/g)) named.add(match[1] ?? '')
      for (const match of text.matchAll(/OwnedRecord\(\s*deps,\s*\w+,\s*'([^']+)'/g))
        named.add(match[1] ?? '')
    }
    expect(named.size).toBeGreaterThan(30)
    const missing = [...named].filter((what) => !Object.hasOwn(english, what))
    expect(missing).toEqual([])
  })
})

describe('an error description in the caller’s language', () => {
  it('stays as it is in English', () => {
    expect(describeText('Bill not found', 'en')).toBe('Bill not found')
    expect(describeText('Invalid request body', 'en')).toBe('Invalid request body')
  })

  it('puts a whole sentence into Malay and Chinese', () => {
    expect(describeText('This bill cannot be paid', 'ms')).toBe('Bil ini tidak boleh dibayar')
    expect(describeText('This bill cannot be paid', 'zh')).toBe('此账单无法付款')
    expect(describeText('NOT AUTHENTICATED', 'ms')).toBe('BELUM DISAHKAN')
    expect(describeText('SESSION EXPIRED', 'zh')).toBe('会话已过期')
  })

  it('fills a template, putting the record it names into the language too', () => {
    expect(describeText('Bill not found', 'ms')).toBe('Bil tidak dijumpai')
    expect(describeText('Virtual account not found', 'ms')).toBe('Akaun maya tidak dijumpai')
    expect(describeText('Bill not found', 'zh')).toBe('未找到账单')
    expect(describeText('Invalid query string', 'ms')).toBe('Rentetan pertanyaan tidak sah')
    expect(describeText('A paid bill cannot be changed', 'ms')).toBe(
      'Bil yang telah dibayar tidak boleh diubah',
    )
  })

  it('keeps the numbers and names a template was filled with', () => {
    expect(describeText('Too many attempts. Try again in 30 seconds.', 'ms')).toBe(
      'Terlalu banyak cubaan. Cuba lagi dalam 30 saat.',
    )
    expect(describeText('Too many attempts. Try again in 30 seconds.', 'zh')).toBe(
      '尝试次数过多。请在 30 秒后重试。',
    )
    expect(describeText('The smallest payout is RM 1000.00', 'ms')).toBe(
      'Pengeluaran minimum ialah RM 1000.00',
    )
    expect(describeText('Widget not found', 'ms')).toBe('Widget tidak dijumpai')
  })

  it('keeps braces that are the text’s own words', () => {
    expect(
      describeText('A tour setting exists already; change it with PUT user-tour-setting/{id}', 'ms'),
    ).toBe('Tetapan panduan sudah wujud; ubahnya dengan PUT user-tour-setting/{id}')
  })

  it('gives a text it does not know back unchanged, and never throws', () => {
    expect(describeText('Something nobody has translated', 'ms')).toBe('Something nobody has translated')
    expect(describeText('', 'zh')).toBe('')
    expect(describeText('toString', 'ms')).toBe('toString')
    expect(describeText('constructor', 'zh')).toBe('constructor')
    expect(describeText('{', 'ms')).toBe('{')
  })
})
