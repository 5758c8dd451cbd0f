// The pseudo-language (docs/languages.md, "The pseudo-language"): the English messages with every letter
// accented and every vowel doubled, about a third longer. A word that bypasses the catalogs stays plain, and
// a label too tight for Malay's longer words overflows, both before a translator sees the screen. Loaded only
// when switched on, so no page pays for it.
import type { Messages } from '@lingui/core'

const ACCENTED: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ď',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ľ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ó',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ŧ',
  u: 'ú',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ď',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Í',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ľ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ó',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ŧ',
  U: 'Ú',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
}

/** "Pay now" → "Þááý ñóów". */
export function pseudoText(text: string): string {
  return text.replace(/[A-Za-z]/g, (letter) =>
    /[aeiou]/i.test(letter) ? ACCENTED[letter]!.repeat(2) : ACCENTED[letter]!,
  )
}

type Compiled = string | readonly unknown[]

/** A compiled message: its text tokens changed, its placeholders' names and formats kept; the options of a
 *  plural or select are messages of their own. */
function pseudoMessage(message: Compiled): Compiled {
  if (typeof message === 'string') return pseudoText(message)
  return message.map((token: unknown): unknown => {
    if (typeof token === 'string') return pseudoText(token)
    if (!Array.isArray(token)) return token
    const [name, format, options] = token as [unknown, unknown, unknown]
    if (!options || typeof options !== 'object') return token
    const choices = Object.fromEntries(
      Object.entries(options as Record<string, unknown>).map(([key, value]) => [
        key,
        typeof value === 'string' || Array.isArray(value) ? pseudoMessage(value as Compiled) : value,
      ]),
    )
    return [name, format, choices]
  })
}

/** Every id's message, pseudo-localised: its English message, or the id itself where English has none (an id
 *  that is its own English text). */
export function pseudoMessages(english: Messages, ids: readonly string[]): Messages {
  const every = new Set([...Object.keys(english), ...ids])
  return Object.fromEntries(
    [...every].map((id) => [id, pseudoMessage((english[id] as Compiled | undefined) ?? [id])]),
  ) as Messages
}
