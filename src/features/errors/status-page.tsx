// A full-page message with a way back, shared by the 404 and store-not-found pages.
import type { ReactNode } from 'react'
import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react'
import { BrandLogo } from '@/app/ui/brand-logo.tsx'

export function StatusPage({
  code,
  title,
  children,
  action,
}: {
  code: string
  title: string
  children: ReactNode
  action: ReactNode
}) {
  return (
    <Center as="main" minH="100dvh" p="6">
      <Stack gap="5" align="center" textAlign="center" maxW="md">
        <BrandLogo />
        <Text fontSize="6xl" fontWeight="bold" color="brand.fg" lineHeight="1" aria-hidden="true">
          {code}
        </Text>
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        <Text color="fg.muted">{children}</Text>
        <Button asChild>{action}</Button>
      </Stack>
    </Center>
  )
}
