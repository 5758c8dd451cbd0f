// Sandbox builds list the seeded demo logins, so anyone trying the sandbox can get in.
import { Box, Button, Code, Collapsible, HStack, Stack, Text } from '@chakra-ui/react'

export const DEMO_PASSWORD = 'Sandbox#2026'
export const DEMO_LOGINS = [
  { username: 'merchant@niaga.test', kind: 'Merchant' },
  { username: 'merchant2@niaga.test', kind: 'Second merchant' },
  { username: 'introducer@niaga.test', kind: 'Introducer' },
  { username: 'admin@niaga.test', kind: 'Admin' },
] as const

export function DemoLogins({ onPick }: { onPick: (username: string, password: string) => void }) {
  return (
    <Collapsible.Root>
      <Collapsible.Trigger asChild>
        <Button variant="plain" size="sm" px="0" color="brand.fg">
          Sandbox demo logins
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Box borderWidth="1px" rounded="md" p="3" mt="1" bg="bg.subtle">
          <Text fontSize="sm" mb="2">
            Password for all: <Code>{DEMO_PASSWORD}</Code>
          </Text>
          <Stack as="ul" gap="1" listStyle="none">
            {DEMO_LOGINS.map((login) => (
              <HStack as="li" key={login.username} justify="space-between" gap="2">
                <Text fontSize="sm" truncate>
                  <Code>{login.username}</Code>{' '}
                  <Text as="span" color="fg.muted">
                    {login.kind}
                  </Text>
                </Text>
                <Button
                  size="2xs"
                  variant="outline"
                  aria-label={`Fill in ${login.username}`}
                  onClick={() => onPick(login.username, DEMO_PASSWORD)}
                >
                  Use
                </Button>
              </HStack>
            ))}
          </Stack>
        </Box>
      </Collapsible.Content>
    </Collapsible.Root>
  )
}
