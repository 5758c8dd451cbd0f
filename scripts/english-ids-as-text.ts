// The console's catalogs are keyed by their English text (src/locales/console): in English, a message that
// is just its text needs nothing from the catalog, since Lingui shows a missing message's id. So the English
// console chunk keeps only the messages with placeholders or plurals (the ones that need compiling), and a
// merchant's first screen does not download two hundred strings it already has in the code.
import type { Plugin } from 'vite'

const ENGLISH_CONSOLE = /\/src\/locales\/console\/en\.json\?lingui$/
const COMPILED = /^(\/\*eslint-disable\*\/export const messages=JSON\.parse\()(".*")(\);?)$/s

export function englishIdsAsText(): Plugin {
  return {
    name: 'niaga-english-ids-as-text',
    transform(code, id) {
      if (!ENGLISH_CONSOLE.test(id)) return null
      const [, head, literal, tail] = COMPILED.exec(code) ?? []
      if (!literal) throw new Error(`english-ids-as-text: Lingui's compiled catalog changed shape (${id})`)
      const messages = JSON.parse(JSON.parse(literal) as string) as Record<string, unknown>
      const needed = Object.fromEntries(
        Object.entries(messages).filter(
          ([text, compiled]) => !(Array.isArray(compiled) && compiled.length === 1 && compiled[0] === text),
        ),
      )
      return { code: `${head}${JSON.stringify(JSON.stringify(needed))}${tail}`, map: null }
    },
  }
}
