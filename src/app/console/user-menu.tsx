// The navbar's user menu: the current account, switch account and logout. The menu itself loads when first
// wanted (src/app/console/menu-intent.ts); until then its trigger is a plain button that looks the same.
import { Avatar, Button, Text } from '@chakra-ui/react'
import { useCurrentAccount } from '@/api/use-session.ts'
import { AppIcon } from '../ui/icons.tsx'
import { useLazyMenu } from './menu-intent.ts'
import { t } from '@/i18n/i18n.ts'

const loadAccountMenu = () => import('./console-menus.tsx').then((m) => m.AccountMenu)

function AccountButton({ name, ...props }: { name: string } & React.ComponentProps<typeof Button>) {
  return (
    <Button
      variant="ghost"
      size="sm"
      px="2"
      aria-label={t('Account menu for {name}', { name })}
      aria-haspopup="menu"
      {...props}
    >
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
  )
}

export function UserMenu() {
  const account = useCurrentAccount()
  const name = account?.name ?? t('Account')
  const { Loaded, triggerProps, menuProps } = useLazyMenu(loadAccountMenu)
  if (!Loaded) return <AccountButton name={name} {...triggerProps} />
  return <Loaded trigger={<AccountButton name={name} />} {...menuProps} account={account} name={name} />
}
