// Fallbacks for a route that failed to load or render, and the pending state between routes.
import { Box, Button, Center, Heading, Spinner, Stack, Text } from '@chakra-ui/react'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { t } from '@/i18n/i18n.ts'
import { isReportable } from './reportable-error.ts'

export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  useEffect(() => {
    if (isReportable(error)) window.reportError(error)
  }, [error])
  return (
    <Center minH="60vh" p="6">
      <Stack gap="3" maxW="md" textAlign="center" role="alert">
        <Heading size="lg">{t('Something went wrong')}</Heading>
        <Text color="fg.muted">
          {error instanceof Error ? error.message : t('The page could not be shown.')}
        </Text>
        <Box>
          <Button
            onClick={() => {
              reset()
              void router.invalidate()
            }}
          >
            {t('Try again')}
          </Button>
        </Box>
      </Stack>
    </Center>
  )
}

export function RoutePending() {
  return (
    <Center minH="40vh" p="6">
      <Spinner size="lg" color="brand.solid" aria-label={t('Loading')} />
    </Center>
  )
}

export function RouteNotFound() {
  return (
    <Center minH="60vh" p="6">
      <Stack gap="3" textAlign="center">
        <Heading size="lg">{t('Page not found')}</Heading>
        <Text color="fg.muted">{t('The page you are looking for does not exist.')}</Text>
      </Stack>
    </Center>
  )
}
