// The console's drop-down menus (the navbar's account menu, a collapsed sidebar group's fly-out), loaded
// when first wanted (src/app/ui/menu-intent.ts) so their positioning engine stays off the first screen.
import { Menu, Portal, Text } from '@chakra-ui/react'
import { Link, useNavigate, type LinkProps } from '@tanstack/react-router'
import { logout } from '@/api/auth.ts'
import type { Account } from '@/contract/auth.ts'
import type { MenuGroup } from './console-menu.ts'
import { AppIcon } from '../ui/icons.tsx'
import { accountTypeWord } from '../ui/role-words.ts'
import { t } from '@/i18n/i18n.ts'
import { useLoadedMenu, type LoadedMenuProps } from '../ui/loaded-menu.ts'

export function AccountMenu({
  trigger,
  defaultOpen,
  focusTrigger,
  account,
  name,
}: LoadedMenuProps & { account: Account | null | undefined; name: string }) {
  const navigate = useNavigate()
  const { ref, ...state } = useLoadedMenu(defaultOpen, focusTrigger)
  return (
    <Menu.Root
      {...state}
      positioning={{ placement: 'bottom-end' }}
      onSelect={(details) => {
        if (details.value === 'switch') void navigate({ to: '/account-switcher' })
        // The session watcher clears the cache and goes to /login once the session has ended.
        if (details.value === 'logout') void logout()
      }}
    >
      <Menu.Trigger asChild ref={ref}>
        {trigger}
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>
                {name}
                {account ? (
                  <Text
                    as="span"
                    display="block"
                    fontWeight="normal"
                    color="fg.muted"
                    textTransform="capitalize"
                  >
                    {accountTypeWord(account.type)}
                  </Text>
                ) : null}
              </Menu.ItemGroupLabel>
            </Menu.ItemGroup>
            <Menu.Separator />
            <Menu.Item value="switch">
              <AppIcon name="switch" boxSize="4" />
              {t('Switch account')}
            </Menu.Item>
            <Menu.Item value="logout">
              <AppIcon name="logout" boxSize="4" />
              {t('Logout')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}

export function GroupMenu({
  trigger,
  defaultOpen,
  focusTrigger,
  group,
}: LoadedMenuProps & { group: MenuGroup }) {
  const { ref, ...state } = useLoadedMenu(defaultOpen, focusTrigger)
  return (
    <Menu.Root {...state} positioning={{ placement: 'right-start' }}>
      <Menu.Trigger asChild ref={ref}>
        {trigger}
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>{t(group.label)}</Menu.ItemGroupLabel>
              {group.items.map((item) => (
                <Menu.Item key={item.to} value={item.to} asChild>
                  {/* Menu entries are checked against router.routesByPath, so a plain string is a real
                      route here. */}
                  <Link to={item.to as LinkProps['to']}>{t(item.label)}</Link>
                </Menu.Item>
              ))}
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}
