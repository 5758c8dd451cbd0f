// The centred card around the public auth pages (login, forgot, reset, account switcher).
import type { ReactNode } from 'react'
import { Box, Card, Center, Heading, Stack, Text } from '@chakra-ui/react'
import { BrandLogo } from '@/app/ui/brand-logo.tsx'

export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string
  subtitle?: string
  children: ReactNode
}) {
  return (
    <Center as="main" minH="100dvh" px="4" py="10">
      <Box w="full" maxW="md">
        <Stack gap="6">
          <Center>
            <BrandLogo />
          </Center>
          <Card.Root variant="elevated" bg="bg">
            <Card.Header>
              <Heading as="h1" size="xl">
                {title}
              </Heading>
              {subtitle ? <Text color="fg.muted">{subtitle}</Text> : null}
            </Card.Header>
            <Card.Body>{children}</Card.Body>
          </Card.Root>
        </Stack>
      </Box>
    </Center>
  )
}
