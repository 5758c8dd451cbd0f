// The navbar's user menu: the current account, switch account and logout. The menu itself loads when first
// wanted (src/app/ui/menu-intent.ts); until then its trigger is a plain button that looks the same.
import { Avatar, Button, Text } from '@chakra-ui/react'
import { useCurrentAccount } from '@/api/use-session.ts'
import { AppIcon } from '../ui/icons.tsx'
import { useLazyMenu } from '@/app/ui/menu-intent.ts'
import { t } from '@/i18n/i18n.ts'

const loadAccountMenu = () => import('./console-menus.tsx').then((m) => m.AccountMenu)

// Named by its words (WCAG 2.5.3, label in name): "Account menu:" for screen readers, then the account's
// name, shown from a small tablet up (on a phone for screen readers only). The initials are decoration.
function AccountButton({ name, ...props }: { name: string } & React.ComponentProps<typeof Button>) {
  return (
    <Button variant="ghost" size="sm" px="2" aria-haspopup="menu" {...props}>
      {/* Solid: the initials at this size need white on the brand's 700 (5:1), not 700 on 100. */}
      <Avatar.Root size="xs" colorPalette="brand" variant="solid" aria-hidden="true">
        <Avatar.Fallback name={name} />
      </Avatar.Root>
      <Text as="span" srOnly>
        {t('Account menu:')}{' '}
      </Text>
      {/* A name, not a message: page translators (and the pseudo-language run) leave it as it is. */}
      <Text as="span" srOnly hideFrom="sm">
        <span translate="no">{name}</span>
      </Text>
      <Text as="span" data-testid="navbar-account-name" hideBelow="sm" maxW="40" truncate>
        <span translate="no">{name}</span>
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
