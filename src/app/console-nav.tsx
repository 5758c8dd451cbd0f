// The console menu (sidebar and phone drawer): SPEC §2 entries filtered to the routes that exist.
import { useMemo } from 'react'
import { Box, Collapsible, IconButton, Link as ChakraLink, Menu, Portal, Stack, Text } from '@chakra-ui/react'
import { Link, useRouter, useRouterState, type LinkProps } from '@tanstack/react-router'
import { useCurrentAccount } from '@/api/use-session.ts'
import { filterMenu, isMenuGroup, menuFor, type MenuGroup, type MenuLink } from './console-menu.ts'
import { AppIcon } from './icons.tsx'

interface NavProps {
  collapsed?: boolean
  /** Closes the phone drawer after a link is followed. */
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
        aria-label={collapsed ? item.label : undefined}
        title={collapsed ? item.label : undefined}
      >
        {item.icon ? <AppIcon name={item.icon} /> : null}
        {collapsed ? null : <Text as="span">{item.label}</Text>}
      </Link>
    </ChakraLink>
  )
}

function NavGroup({ group, collapsed, onNavigate }: NavProps & { group: MenuGroup }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const containsCurrent = group.items.some((item) => pathname.startsWith(item.to))

  if (collapsed) {
    return (
      <Menu.Root positioning={{ placement: 'right-start' }}>
        <Menu.Trigger asChild>
          <IconButton
            aria-label={group.label}
            title={group.label}
            variant={containsCurrent ? 'subtle' : 'ghost'}
            w="full"
          >
            <AppIcon name={group.icon} />
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              <Menu.ItemGroup>
                <Menu.ItemGroupLabel>{group.label}</Menu.ItemGroupLabel>
                {group.items.map((item) => (
                  <Menu.Item key={item.to} value={item.to} asChild>
                    <Link to={asRoute(item.to)}>{item.label}</Link>
                  </Menu.Item>
                ))}
              </Menu.ItemGroup>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    )
  }

  return (
    <Collapsible.Root defaultOpen={containsCurrent}>
      <Collapsible.Trigger {...linkStyle} w="full" cursor="pointer" bg="transparent">
        <AppIcon name={group.icon} />
        <Text as="span" flex="1" textAlign="start">
          {group.label}
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
    <Box as="nav" aria-label="Main menu" data-tour="menu" px="2" py="3">
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
