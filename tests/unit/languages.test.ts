import { describe, expect, it } from 'vitest'
import { acceptedTags, pickLanguage } from '../../src/contract/languages.ts'
import en from '../../src/locales/en.json' with { type: 'json' }
import ms from '../../src/locales/ms.json' with { type: 'json' }
import zh from '../../src/locales/zh.json' with { type: 'json' }

describe("a visitor's language", () => {
  it("follows the browser's preferences, in order, to a language the pages have", () => {
    expect(pickLanguage(acceptedTags('ms-MY,ms;q=0.9,en;q=0.8'))).toBe('ms')
    expect(pickLanguage(acceptedTags('zh-CN,zh;q=0.9'))).toBe('zh')
    expect(pickLanguage(acceptedTags('fr-FR,zh-Hans;q=0.5,ms;q=0.7'))).toBe('ms')
    expect(pickLanguage(acceptedTags('ta-MY,en-GB;q=0.8'))).toBe('en')
    expect(pickLanguage(['zh-TW'])).toBe('zh')
  })

  it('falls back to English for no header, a malformed one and refused languages', () => {
    expect(pickLanguage(acceptedTags(undefined))).toBe('en')
    expect(pickLanguage(acceptedTags('*'))).toBe('en')
    expect(pickLanguage(acceptedTags('ms;q=0, zh;q=abc'))).toBe('zh')
    expect(pickLanguage(acceptedTags(';;;,,,<script>'))).toBe('en')
  })
})

describe('the catalogs', () => {
  it('give every message in every language, with the same placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort()
    for (const [language, catalog] of Object.entries({ ms, zh }) as [string, Record<string, string>][]) {
      expect(Object.keys(catalog).sort(), language).toEqual(Object.keys(en).sort())
      for (const [id, text] of Object.entries(en))
        expect(placeholders(catalog[id] ?? ''), `${language} ${id}`).toEqual(placeholders(text))
    }
  })
})
