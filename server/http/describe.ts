// An error's words in the caller's language (docs/languages.md). The server words its descriptions and
// field messages in English all over (server/errors.ts, server/http/validation.ts, the services); rather
// than each call site knowing the caller's language, the finished English text is put into Malay or
// Chinese here, at the edge (server/http/envelope.ts), from the catalogs in src/locales/server.
//
// A catalog's ids are the English texts themselves: a whole sentence ("This bill cannot be paid"), a
// template whose ICU placeholders stand where the server fills in a value ("{what} not found"), or a word a
// template is filled with ("Bill"). A text is looked up whole first, then matched against the templates,
// most specific (longest fixed wording) first; a value a template caught is put into the language too when
// it is an entry of its own ("Bill not found" → "Bil tidak dijumpai"), and left as it is otherwise (a
// number, an amount, a name). A text the catalogs do not know stays English.
import { setupI18n, type I18n } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import type { Language } from '../../src/contract/languages.ts'
import en from '../../src/locales/server/en.json' with { type: 'json' }
import ms from '../../src/locales/server/ms.json' with { type: 'json' }
import zh from '../../src/locales/server/zh.json' with { type: 'json' }

type Translated = Exclude<Language, 'en'>
type Values = Record<string, string>

const CATALOGS: Readonly<Record<Translated, Readonly<Record<string, string>>>> = { ms, zh }

const PLACEHOLDER = /\{(\w+)\}/g

const placeholdersOf = (id: string) => [...id.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '')

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

interface Template {
  id: string
  names: string[]
  pattern: RegExp
  /** How many characters of the id are fixed wording: the more, the more specific the template. */
  fixed: number
}

let templates: readonly Template[] | undefined

/** The catalog's templates, built on first use: each `{name}` a lazy capture, the rest verbatim. */
function allTemplates(): readonly Template[] {
  templates ??= Object.keys(en)
    .map((id) => {
      const names = placeholdersOf(id)
      const wording = id.split(/\{\w+\}/)
      return {
        id,
        names,
        pattern: new RegExp(`^${wording.map(escapeRegExp).join('(.+?)')}$`, 's'),
        fixed: wording.join('').length,
      }
    })
    .filter((template) => template.names.length > 0)
    .sort((a, b) => b.fixed - a.fixed)
  return templates
}

const instances: Partial<Record<Translated, I18n>> = {}

/** One Lingui instance per language, each compiling a message the first time it is needed. */
function instanceFor(language: Translated): I18n {
  let i18n = instances[language]
  if (!i18n) {
    i18n = setupI18n({ locale: language, messages: { [language]: {} } })
    i18n.setMessagesCompiler(compileMessage)
    instances[language] = i18n
  }
  return i18n
}

/** Catalog entry `id` in `language`, its placeholders filled with `values`. */
function format(language: Translated, id: string, values: Values): string {
  const i18n = instanceFor(language)
  if (!Object.hasOwn(i18n.messages, id)) {
    const message = CATALOGS[language][id] ?? id
    i18n.load(language, { [id]: compileMessage(message) })
  }
  return i18n._(id, values)
}

/** `text` when it is an entry of the catalog as a whole. Braces in such a text are its own words ("PUT
 *  company-details/{id}"), so each is given back as itself. */
function exact(language: Translated, text: string): string | undefined {
  if (!Object.hasOwn(CATALOGS[language], text)) return undefined
  const values = Object.fromEntries(placeholdersOf(text).map((name) => [name, `{${name}}`]))
  return format(language, text, values)
}

/** `text` through the first template it fits, each value caught put into the language when it can be. */
function fromTemplate(language: Translated, text: string): string | undefined {
  for (const template of allTemplates()) {
    const match = template.pattern.exec(text)
    if (!match) continue
    const values: Values = {}
    template.names.forEach((name, index) => {
      const value = match[index + 1] ?? ''
      values[name] = exact(language, value) ?? value
    })
    return format(language, template.id, values)
  }
  return undefined
}

/** Texts already put into a language, so a repeated one (a rate limit, a session) is looked up once. */
const MEMO_MAX = 1000
const memo = new Map<string, string>()

/**
 * `text`, a description or a field message the server wrote in English, in `language`: as it is for
 * English, and for a text the catalogs do not know. Never throws.
 */
export function describe(text: string, language: Language): string {
  if (language === 'en' || typeof text !== 'string' || !Object.hasOwn(CATALOGS, language)) return text
  const key = `${language}\u0000${text}`
  const known = memo.get(key)
  if (known !== undefined) return known
  let described = text
  try {
    described = exact(language, text) ?? fromTemplate(language, text) ?? text
  } catch {
    described = text
  }
  if (memo.size >= MEMO_MAX) memo.clear()
  memo.set(key, described)
  return described
}
