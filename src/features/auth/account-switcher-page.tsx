// /account-switcher: the accounts the user belongs to; choosing one switches the session into it.
import {
  Badge,
  Button,
  EmptyState,
  HStack,
  Link as ChakraLink,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { accountQueries, useSwitchAccount } from '@/api/accounts.ts'
import { accountTypeWord, roleWord } from '@/app/ui/role-words.ts'
import { AuthCard } from './auth-card.tsx'
import { t } from '@/i18n/i18n.ts'

export function AccountSwitcherPage() {
  const memberships = useQuery(accountQueries.memberships())
  const switchAccount = useSwitchAccount()
  const navigate = useNavigate()

  return (
    <AuthCard title={t('Switch account')} subtitle={t('Choose the account to work in.')}>
      <Stack gap="3" as="ul" listStyle="none" aria-busy={memberships.isPending}>
        {memberships.isPending ? (
          [0, 1].map((row) => <Skeleton as="li" key={row} height="14" />)
        ) : memberships.data?.length ? (
          memberships.data.map((membership) => (
            <li key={membership.id}>
              <Button
                variant={membership.is_current ? 'subtle' : 'outline'}
                w="full"
                h="auto"
                py="3"
                justifyContent="space-between"
                loading={switchAccount.isPending && switchAccount.variables === membership.id}
                disabled={switchAccount.isPending}
                aria-current={membership.is_current ? 'true' : undefined}
                onClick={() =>
                  switchAccount.mutate(membership.id, {
                    onSuccess: () => void navigate({ to: '/dashboard' }),
                  })
                }
              >
                <Stack gap="0" align="flex-start" textAlign="start">
                  <Text fontWeight="semibold">{membership.name}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {accountTypeWord(membership.type)} ·{' '}
                    {roleWord(membership.role_code, membership.role_name)}
                  </Text>
                </Stack>
                {membership.is_current ? <Badge colorPalette="brand">{t('Current')}</Badge> : null}
              </Button>
            </li>
          ))
        ) : (
          <EmptyState.Root as="li" size="sm">
            <EmptyState.Content>
              <EmptyState.Title>
                {memberships.isError ? t('Your accounts could not be loaded') : t('No accounts')}
              </EmptyState.Title>
            </EmptyState.Content>
          </EmptyState.Root>
        )}
      </Stack>
      <HStack mt="6" justify="center">
        <ChakraLink asChild fontSize="sm" color="brand.fg">
          <Link to="/dashboard">{t('Back to dashboard')}</Link>
        </ChakraLink>
      </HStack>
    </AuthCard>
  )
}
