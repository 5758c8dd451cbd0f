// The public pages' language switch: a native select (the phone's own picker, no script to carry), each
// language named in its own words. The choice is kept (src/i18n/page-language.ts) and the page re-renders in
// it at once, without a reload that would cost a payer what they had typed.
import { isLanguage, LANGUAGES } from '@/contract/languages.ts'
import { chooseLanguage } from '@/i18n/activate.ts'
import { languageOptions } from '@/i18n/language-options.tsx'
import { useLanguage, useT } from '@/i18n/use-t.ts'
import { NativeSelect } from './field.tsx'

export function LanguageSwitch() {
  const t = useT()
  const language = useLanguage()
  return (
    <NativeSelect.Root size="xs" width="auto">
      <NativeSelect.Field
        aria-label={t('language.label')}
        value={language}
        onChange={(event) => {
          const chosen = event.currentTarget.value
          if (isLanguage(chosen)) void chooseLanguage(chosen)
        }}
        data-testid="language-switch"
      >
        {languageOptions(LANGUAGES)}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  )
}
