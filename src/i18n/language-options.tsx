// A language select's options, each language named in its own words and tagged with its language, so a
// screen reader reads "Bahasa Melayu" in Malay: shared by the public pages' switch and the console's.
import { LANGUAGE_NAMES, LANGUAGE_TAGS, type Language } from '@/contract/languages.ts'

export const languageOptions = (codes: readonly Language[]) =>
  codes.map((code) => (
    <option key={code} value={code} lang={LANGUAGE_TAGS[code]}>
      {LANGUAGE_NAMES[code]}
    </option>
  ))
