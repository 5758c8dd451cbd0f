// The navbar's user menu: the current account, switch account and logout.
import { Avatar, Button, Menu, Portal, Text } from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import { logout } from '@/api/auth.ts'
import { useCurrentAccount } from '@/api/use-session.ts'
import { AppIcon } from './icons.tsx'

export function UserMenu() {
  const account = useCurrentAccount()
  const navigate = useNavigate()
  const name = account?.name ?? 'Account'

  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={(details) => {
        if (details.value === 'switch') void navigate({ to: '/account-switcher' })
        // The session watcher clears the cache and goes to /login once the session has ended.
        if (details.value === 'logout') void logout()
      }}
    >
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" px="2" aria-label={`Account menu for ${name}`}>
          <Avatar.Root size="xs" colorPalette="brand">
            <Avatar.Fallback name={name} />
          </Avatar.Root>
          <Text
            as="span"
            data-testid="navbar-account-name"
            display={{ base: 'none', sm: 'inline' }}
            maxW="40"
            truncate
          >
            {name}
          </Text>
          <AppIcon name="chevronDown" boxSize="4" />
        </Button>
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
                    {account.type}
                  </Text>
                ) : null}
              </Menu.ItemGroupLabel>
            </Menu.ItemGroup>
            <Menu.Separator />
            <Menu.Item value="switch">
              <AppIcon name="switch" boxSize="4" />
              Switch account
            </Menu.Item>
            <Menu.Item value="logout">
              <AppIcon name="logout" boxSize="4" />
              Logout
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}
