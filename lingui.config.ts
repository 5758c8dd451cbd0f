// Lingui's catalogs (docs/languages.md): one JSON file per language and part (the pages', the storefronts',
// the console's), keyed by message id, English the source. @lingui/vite-plugin compiles each into a chunk
// of its own at build time (src/i18n/catalogs.ts imports them with `?lingui`); the server compiles them on
// first use (src/i18n/server-catalogs.ts).
import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-json'

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ms', 'zh'],
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}', include: ['src'] },
    // The storefronts' words, ids prefixed `store.`: a payment page never loads them.
    { path: '<rootDir>/src/locales/store/{locale}', include: ['src'] },
    // The console's words, English and Malay (src/i18n/catalogs.ts); keyed by their English text.
    { path: '<rootDir>/src/locales/console/{locale}', include: ['src'] },
  ],
  format: formatter({ style: 'minimal' }),
})
