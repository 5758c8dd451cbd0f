// The public app's fallbacks for a route that failed to load or render, the pending state between routes and
// an unknown route: the console's (src/app/shell/route-error.tsx) in the public pages' static styles.
import { useEffect } from 'react'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { Box, Center, Stack } from 'styled-system/jsx'
import { isReportable } from '@/app/shell/reportable-error.ts'
import { Button } from './button.tsx'
import { Heading, Spinner, Text } from './text.tsx'

export function PublicRouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  useEffect(() => {
    if (isReportable(error)) window.reportError(error)
  }, [error])
  return (
    <Center minH="60vh" p="6">
      <Stack gap="3" maxW="md" textAlign="center" role="alert">
        <Heading size="lg">Something went wrong</Heading>
        <Text color="fg.muted">
          {error instanceof Error ? error.message : 'The page could not be shown.'}
        </Text>
        <Box>
          <Button
            onClick={() => {
              reset()
              void router.invalidate()
            }}
          >
            Try again
          </Button>
        </Box>
      </Stack>
    </Center>
  )
}

export function PublicRoutePending() {
  return (
    <Center minH="40vh" p="6">
      <Spinner size="lg" color="brand.solid" aria-label="Loading" />
    </Center>
  )
}

export function PublicRouteNotFound() {
  return (
    <Center minH="60vh" p="6">
      <Stack gap="3" textAlign="center">
        <Heading size="lg">Page not found</Heading>
        <Text color="fg.muted">The page you are looking for does not exist.</Text>
      </Stack>
    </Center>
  )
}
