// The console page header: title, breadcrumb and subtitle from the route's staticData; the breadcrumb names
// the page's menu group and section, the subtitle the account type's own page (page-header-words.ts).
import { Breadcrumb, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { Link, useRouterState, type LinkProps } from '@tanstack/react-router'
import { useCurrentAccount } from '@/api/use-session.ts'
import { useRouteMeta } from '../shell/route-meta.ts'
import { breadcrumbTrail, pageSubtitle, type SubtitleWords } from './page-header-words.ts'
import { menuFor } from './console-menu.ts'
import { t, type ConsoleText } from '@/i18n/i18n.ts'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    subtitleFor?: SubtitleWords['subtitleFor']
  }
}

// Breadcrumb links come from the console menu, whose links are registered routes.
const asRoute = (to: string) => to as LinkProps['to']

export function PageHeader() {
  const meta = useRouteMeta()
  const account = useCurrentAccount()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  if (!meta?.title) return null
  const crumbs = breadcrumbTrail(
    pathname,
    { title: meta.title, altTitle: meta.altTitle },
    menuFor(account?.type),
  )
  const subtitle = pageSubtitle(meta, account?.type)
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
          {crumbs.map((crumb, i) => (
            <Crumb key={crumb.label} label={crumb.label} to={crumb.to} current={i === crumbs.length - 1} />
          ))}
        </Breadcrumb.List>
      </Breadcrumb.Root>
      {subtitle ? (
        <Text color="fg.muted" fontSize="sm">
          {t(subtitle)}
        </Text>
      ) : null}
    </Stack>
  )
}

function Crumb({ label, to, current }: { label: ConsoleText; to?: string; current: boolean }) {
  return (
    <>
      <Breadcrumb.Separator />
      <Breadcrumb.Item>
        {current ? (
          <Breadcrumb.CurrentLink>{t(label)}</Breadcrumb.CurrentLink>
        ) : to ? (
          <ChakraLink asChild color="fg.muted">
            <Link to={asRoute(to)}>{t(label)}</Link>
          </ChakraLink>
        ) : (
          <Text as="span" color="fg.muted">
            {t(label)}
          </Text>
        )}
      </Breadcrumb.Item>
    </>
  )
}
