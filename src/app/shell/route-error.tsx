// Fallbacks for a route that failed to load or render, and the pending state between routes.
import { Box, Button, Center, Heading, Spinner, Stack, Text } from '@chakra-ui/react'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { isReportable } from './reportable-error.ts'

export function RouteError({ error, reset }: ErrorComponentProps) {
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

export function RoutePending() {
  return (
    <Center minH="40vh" p="6">
      <Spinner size="lg" color="brand.solid" aria-label="Loading" />
    </Center>
  )
}

export function RouteNotFound() {
  return (
    <Center minH="60vh" p="6">
      <Stack gap="3" textAlign="center">
        <Heading size="lg">Page not found</Heading>
        <Text color="fg.muted">The page you are looking for does not exist.</Text>
      </Stack>
    </Center>
  )
}
