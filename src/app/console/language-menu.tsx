// The console's language switch in the navbar: a native select (the device's own picker), each language in
// its own words. The choice shows at once and is kept in the user's profile (PUT users/me), so the console
// opens in it on any device; offline, it still holds in this browser.
import { NativeSelect } from '@chakra-ui/react'
import { useSaveLanguage } from '@/api/team.ts'
import { CONSOLE_LANGUAGES, isConsoleLanguage } from '@/contract/languages.ts'
import { chooseLanguage } from '@/i18n/activate.ts'
import { languageOptions } from '@/i18n/language-options.tsx'
import { t } from '@/i18n/i18n.ts'
import { useLanguage } from '@/i18n/use-t.ts'

export function LanguageMenu() {
  const language = useLanguage()
  const save = useSaveLanguage()
  return (
    <NativeSelect.Root size="xs" width="auto" variant="subtle">
      <NativeSelect.Field
        aria-label={t('Language')}
        value={isConsoleLanguage(language) ? language : 'en'}
        data-testid="console-language"
        onChange={(event) => {
          const chosen = event.currentTarget.value
          if (!isConsoleLanguage(chosen)) return
          void chooseLanguage(chosen)
          save.mutate(chosen)
        }}
      >
        {languageOptions(CONSOLE_LANGUAGES)}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  )
}
