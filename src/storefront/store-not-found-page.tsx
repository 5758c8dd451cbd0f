// /store-not-found, where a shopper lands from a store that does not exist or is closed: a public page, so
// drawn with the public kit, as the console's 404 (src/features/errors/status-page.tsx) is with Chakra.
import { Link } from '@tanstack/react-router'
import { Center, Stack } from 'styled-system/jsx'
import { button } from 'styled-system/recipes'
import { BrandLogo } from '@/public-ui/brand-logo.tsx'
import { Heading, Text } from '@/public-ui/text.tsx'
import { useT } from '@/i18n/use-t.ts'

export function StoreNotFoundPage() {
  const t = useT()
  return (
    <Center as="main" minH="100dvh" p="6">
      <Stack gap="5" align="center" textAlign="center" maxW="md">
        <BrandLogo />
        <Text fontSize="6xl" fontWeight="bold" color="brand.fg" lineHeight="1" aria-hidden="true">
          404
        </Text>
        <Heading as="h1" size="xl">
          {t('store.not_found.title')}
        </Heading>
        <Text color="fg.muted">{t('store.not_found.body')}</Text>
        <Link to="/" className={button()}>
          {t('store.not_found.home')}
        </Link>
      </Stack>
    </Center>
  )
}
