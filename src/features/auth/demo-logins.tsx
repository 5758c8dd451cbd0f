// The sandbox lists its seeded demo logins, so anyone trying it can get in. The server says whether the
// sandbox tools are on (and who the demo cast is); otherwise nothing is shown.
import { Box, Button, Code, Collapsible, HStack, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { publicConstantQueries } from '@/api/public-constants.ts'
import { t } from '@/i18n/i18n.ts'

export function DemoLogins({ onPick }: { onPick: (username: string, password: string) => void }) {
  const demo = useQuery(publicConstantQueries.get()).data?.demo_logins
  if (!demo) return null
  return (
    <Collapsible.Root>
      <Collapsible.Trigger asChild>
        <Button variant="plain" size="sm" px="0" color="brand.fg">
          {t('Sandbox demo logins')}
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Box borderWidth="1px" rounded="md" p="3" mt="1" bg="bg.subtle">
          <Text fontSize="sm" mb="2">
            {t('Password for all:')} <Code>{demo.password}</Code>
          </Text>
          <Stack as="ul" gap="1" listStyle="none">
            {demo.logins.map((login) => (
              <HStack as="li" key={login.username} justify="space-between" gap="2">
                <Text fontSize="sm" truncate>
                  <Code>{login.username}</Code>{' '}
                  <Text as="span" color="fg.muted">
                    {login.label}
                  </Text>
                </Text>
                <Button
                  size="2xs"
                  variant="outline"
                  aria-label={t('Fill in {username}', { username: login.username })}
                  onClick={() => onPick(login.username, demo.password)}
                >
                  {t('Use')}
                </Button>
              </HStack>
            ))}
          </Stack>
        </Box>
      </Collapsible.Content>
    </Collapsible.Root>
  )
}
