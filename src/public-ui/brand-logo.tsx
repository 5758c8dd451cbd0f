// The product mark and name in a public page's header, before the page knows whose page it is. The console
// draws its own (src/app/ui/brand-logo.tsx) with Chakra; this one is Panda's static CSS.
import { HStack, styled } from 'styled-system/jsx'
import { PRODUCT_NAME } from '@/contract/constants.ts'
import { useT } from '@/i18n/use-t.ts'

export function BrandLogo() {
  const t = useT()
  return (
    <HStack gap="2">
      {/* Inline rather than /favicon.svg: it must show offline and the precache holds only the app files. */}
      <styled.svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" boxSize="8" flexShrink="0">
        <rect width="64" height="64" rx="13" fill="#0f766e" />
        <path fill="#fff" d="M16.6 15.4h7.5l15.8 23.5V15.4h7.5v33.2h-7.5L24.1 25.1v23.5h-7.5z" />
      </styled.svg>
      <styled.span fontWeight="bold" fontSize="lg" letterSpacing="tight">
        {PRODUCT_NAME}{' '}
        <styled.span fontWeight="medium" fontSize="xs" color="brand.fg" textTransform="uppercase">
          {t('common.sandbox')}
        </styled.span>
      </styled.span>
    </HStack>
  )
}
