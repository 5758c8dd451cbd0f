// The banner of an admin's support session inside a merchant account (src/contract/admin.ts): "Acting in
// <merchant> as Niaga admin", with the way back to the admin account. Lazy: merchants never download it.
import { Button, Flex, Text } from '@chakra-ui/react'
import { Link, useNavigate } from '@tanstack/react-router'
import { useSwitchAccount } from '@/api/accounts.ts'
import type { Account } from '@/contract/auth.ts'
import { t } from '@/i18n/i18n.ts'

export default function SupportBanner({ account }: { account: Account }) {
  const switchAccount = useSwitchAccount()
  const navigate = useNavigate()
  const support = account.support
  if (!support) return null
  return (
    <Flex
      role="status"
      data-testid="support-banner"
      bg="orange.subtle"
      color="orange.fg"
      borderBottomWidth="1px"
      borderColor="orange.muted"
      px={{ base: '4', md: '6' }}
      py="2"
      gap="3"
      align="center"
      wrap="wrap"
    >
      <Text fontSize="sm" fontWeight="medium" flex="1" minW="48">
        {t('Acting in {account} as Niaga admin', { account: account.name })}
      </Text>
      <Button
        size="xs"
        colorPalette="orange"
        loading={switchAccount.isPending}
        onClick={() =>
          switchAccount.mutate(support.admin_account_id, {
            onSuccess: () => void navigate({ to: '/dashboard' }),
          })
        }
      >
        {t('Back to {account}', { account: support.admin_account_name })}
      </Button>
      <Button asChild size="xs" variant="ghost" colorPalette="orange">
        <Link to="/account-switcher">{t('Switch account')}</Link>
      </Button>
    </Flex>
  )
}
