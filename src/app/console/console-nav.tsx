// The console menu (sidebar, tablet rail and drawer): SPEC §2 entries filtered to the routes that exist.
import { useMemo } from 'react'
import { Box, Collapsible, IconButton, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { Link, useRouter, useRouterState, type LinkProps } from '@tanstack/react-router'
import { useCurrentAccount } from '@/api/use-session.ts'
import { filterMenu, isMenuGroup, menuFor, type MenuGroup, type MenuLink } from './console-menu.ts'
import { AppIcon } from '../ui/icons.tsx'
import { useLazyMenu } from '@/app/ui/menu-intent.ts'
import { t } from '@/i18n/i18n.ts'

const loadGroupMenu = () => import('./console-menus.tsx').then((m) => m.GroupMenu)

interface NavProps {
  collapsed?: boolean
  /** Closes the drawer after a link is followed. */
  onNavigate?: () => void
}

const linkStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  px: '3',
  py: '2',
  rounded: 'md',
  fontSize: 'sm',
  color: 'fg',
  textDecoration: 'none',
  _hover: { bg: 'bg.muted', textDecoration: 'none' },
  _currentPage: { bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold' },
} as const

// Menu entries are checked against router.routesByPath, so a plain string is a real route here.
const asRoute = (to: string) => to as LinkProps['to']

function NavLink({ item, collapsed, onNavigate }: NavProps & { item: MenuLink }) {
  return (
    <ChakraLink asChild {...linkStyle} justifyContent={collapsed ? 'center' : undefined}>
      <Link
        to={asRoute(item.to)}
        onClick={onNavigate}
        aria-label={collapsed ? t(item.label) : undefined}
        title={collapsed ? t(item.label) : undefined}
      >
        {item.icon ? <AppIcon name={item.icon} /> : null}
        {collapsed ? null : <Text as="span">{t(item.label)}</Text>}
      </Link>
    </ChakraLink>
  )
}

/** A group of the collapsed sidebar: an icon whose fly-out menu loads when first wanted. */
function CollapsedGroup({ group, containsCurrent }: { group: MenuGroup; containsCurrent: boolean }) {
  const { Loaded, triggerProps, menuProps } = useLazyMenu(loadGroupMenu)
  const icon = (props: React.ComponentProps<typeof IconButton>) => (
    <IconButton
      aria-label={t(group.label)}
      title={t(group.label)}
      aria-haspopup="menu"
      variant={containsCurrent ? 'subtle' : 'ghost'}
      w="full"
      {...props}
    >
      <AppIcon name={group.icon} />
    </IconButton>
  )
  if (!Loaded) return icon(triggerProps)
  return <Loaded trigger={icon({})} {...menuProps} group={group} />
}

function NavGroup({ group, collapsed, onNavigate }: NavProps & { group: MenuGroup }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const containsCurrent = group.items.some((item) => pathname.startsWith(item.to))

  if (collapsed) return <CollapsedGroup group={group} containsCurrent={containsCurrent} />

  return (
    <Collapsible.Root defaultOpen={containsCurrent}>
      <Collapsible.Trigger {...linkStyle} w="full" cursor="pointer" bg="transparent">
        <AppIcon name={group.icon} />
        <Text as="span" flex="1" textAlign="start">
          {t(group.label)}
        </Text>
        <Collapsible.Indicator transition="transform 0.2s" _open={{ transform: 'rotate(180deg)' }}>
          <AppIcon name="chevronDown" boxSize="4" />
        </Collapsible.Indicator>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Stack as="ul" gap="0.5" ps="8" pt="0.5" listStyle="none">
          {group.items.map((item) => (
            <Box as="li" key={item.to}>
              <NavLink item={item} onNavigate={onNavigate} />
            </Box>
          ))}
        </Stack>
      </Collapsible.Content>
    </Collapsible.Root>
  )
}

export function ConsoleNav({ collapsed = false, onNavigate }: NavProps) {
  const account = useCurrentAccount()
  const router = useRouter()
  const entries = useMemo(
    () => filterMenu(menuFor(account?.type), new Set(Object.keys(router.routesByPath)), account?.role?.code),
    [account?.type, account?.role?.code, router],
  )

  return (
    <Box as="nav" aria-label={t('Main menu')} data-tour="menu" px="2" py="3">
      <Stack as="ul" gap="0.5" listStyle="none">
        {entries.map((entry) => (
          <Box as="li" key={entry.label}>
            {isMenuGroup(entry) ? (
              <NavGroup group={entry} collapsed={collapsed} onNavigate={onNavigate} />
            ) : (
              <NavLink item={entry} collapsed={collapsed} onNavigate={onNavigate} />
            )}
          </Box>
        ))}
      </Stack>
    </Box>
  )
}
