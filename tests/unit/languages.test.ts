import { describe, expect, it } from 'vitest'
import { acceptedTags, pickLanguage } from '../../src/contract/languages.ts'
import en from '../../src/locales/en.json' with { type: 'json' }
import ms from '../../src/locales/ms.json' with { type: 'json' }
import zh from '../../src/locales/zh.json' with { type: 'json' }
import storeEn from '../../src/locales/store/en.json' with { type: 'json' }
import storeMs from '../../src/locales/store/ms.json' with { type: 'json' }
import storeZh from '../../src/locales/store/zh.json' with { type: 'json' }
import consoleEn from '../../src/locales/console/en.json' with { type: 'json' }
import consoleMs from '../../src/locales/console/ms.json' with { type: 'json' }
import noticesEn from '../../src/locales/notices/en.json' with { type: 'json' }
import noticesMs from '../../src/locales/notices/ms.json' with { type: 'json' }
import serverEn from '../../src/locales/server/en.json' with { type: 'json' }
import serverMs from '../../src/locales/server/ms.json' with { type: 'json' }
import serverZh from '../../src/locales/server/zh.json' with { type: 'json' }

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

type Catalog = Record<string, string>

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort()

/** Every message of the English source in each translation, with the same placeholders. */
function expectComplete(source: Catalog, translations: Record<string, Catalog>) {
  for (const [language, catalog] of Object.entries(translations)) {
    expect(Object.keys(catalog).sort(), language).toEqual(Object.keys(source).sort())
    for (const [id, text] of Object.entries(source))
      expect(placeholders(catalog[id] ?? ''), `${language} ${id}`).toEqual(placeholders(text))
  }
}

describe('the catalogs', () => {
  it('give every page message in every language, with the same placeholders', () => {
    expectComplete(en, { ms, zh })
  })

  it("give the storefronts' words in every language, with the same placeholders", () => {
    expectComplete(storeEn, { ms: storeMs, zh: storeZh })
    expect(Object.keys(storeEn).every((id) => id.startsWith('store.'))).toBe(true)
  })

  it("give the console's, the notifications' and the API errors' words in each of their languages", () => {
    expectComplete(consoleEn, { ms: consoleMs })
    expectComplete(noticesEn, { ms: noticesMs })
    expectComplete(serverEn, { ms: serverMs, zh: serverZh })
  })
})
