// A published page (terms, a policy…) as shoppers and payers read it: its title, the merchant's name, the
// last change and the text. The server sanitised the text on save and again on this read; DOMPurify checks it
// once more here under the same allow-list (src/lib/rich-text.ts) before it reaches innerHTML. Payment pages
// and storefronts use it: keep it free of console imports.
import { Box, Stack } from 'styled-system/jsx'
import type { PublicPage } from '@/contract/public-pages.ts'
import { sanitizeRichText } from '@/lib/rich-text-dom.ts'
import { Heading, Text } from './text.tsx'
import { isLanguage, LANGUAGE_TAGS } from '@/contract/languages.ts'
import { MALAYSIA_TIME_ZONE } from '@/lib/dates.ts'
import { useLanguage, useT } from '@/i18n/use-t.ts'

const updatedOn = (iso: string, language: string) =>
  new Intl.DateTimeFormat(isLanguage(language) ? LANGUAGE_TAGS[language] : 'en-MY', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: MALAYSIA_TIME_ZONE,
  }).format(new Date(iso))

export function PolicyArticle({ page }: { page: PublicPage }) {
  const t = useT()
  const language = useLanguage()
  const html = sanitizeRichText(page.body)
  return (
    <Stack
      as="article"
      gap="4"
      bg="bg"
      rounded="l3"
      borderWidth="1px"
      p={{ base: '4', md: '6' }}
      aria-labelledby="policy-title"
    >
      <Stack gap="1">
        <Heading as="h1" size="xl" id="policy-title">
          {page.title}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {page.merchant_name} · {t('common.last_updated', { date: updatedOn(page.updated_at, language) })}
        </Text>
      </Stack>
      {html ? (
        <Box
          data-testid="policy-body"
          lineHeight="tall"
          css={{
            '& p': { marginBlock: '0.75em' },
            '& h2': { fontSize: 'lg', fontWeight: 'semibold', marginTop: '1.25em' },
            '& h3': { fontSize: 'md', fontWeight: 'semibold', marginTop: '1em' },
            '& ul, & ol': { paddingInlineStart: '1.5em', marginBlock: '0.75em' },
            '& ul': { listStyleType: 'disc' },
            '& ol': { listStyleType: 'decimal' },
            '& a': { color: 'brand.fg', textDecoration: 'underline' },
            '& img': { maxWidth: '100%', height: 'auto' },
            '& iframe': { width: '100%', maxWidth: '36rem', aspectRatio: '16 / 9', border: 0 },
            '& blockquote': { borderInlineStartWidth: '3px', paddingInlineStart: '3', color: 'fg.muted' },
          }}
          dangerouslySetInnerHTML={{ __html: html }}
        />
      ) : (
        <Text color="fg.muted">{t('policy.no_text')}</Text>
      )}
    </Stack>
  )
}
