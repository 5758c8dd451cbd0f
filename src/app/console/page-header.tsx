// The console page header: title, breadcrumb (alternative title) and subtitle from the route's staticData.
import { Breadcrumb, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { useRouteMeta } from '../shell/route-meta.ts'
import { t } from '@/i18n/i18n.ts'

export function PageHeader() {
  const meta = useRouteMeta()
  if (!meta?.title) return null
  return (
    <Stack as="header" gap="1" mb="6">
      <Heading as="h1" size="xl">
        {t(meta.title)}
      </Heading>
      <Breadcrumb.Root size="sm" aria-label={t('Breadcrumb')}>
        <Breadcrumb.List>
          <Breadcrumb.Item>
            <ChakraLink asChild color="fg.muted">
              <Link to="/dashboard">{t('Home')}</Link>
            </ChakraLink>
          </Breadcrumb.Item>
          <Breadcrumb.Separator />
          <Breadcrumb.Item>
            <Breadcrumb.CurrentLink>{t(meta.altTitle ?? meta.title)}</Breadcrumb.CurrentLink>
          </Breadcrumb.Item>
        </Breadcrumb.List>
      </Breadcrumb.Root>
      {meta.subtitle ? (
        <Text color="fg.muted" fontSize="sm">
          {t(meta.subtitle)}
        </Text>
      ) : null}
    </Stack>
  )
}
