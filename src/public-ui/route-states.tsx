// The public app's fallbacks for a route that failed to load or render, the pending state between routes and
// an unknown route: the console's (src/app/shell/route-error.tsx) in the public pages' static styles.
import { useEffect } from 'react'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { Box, Center, Stack } from 'styled-system/jsx'
import { isReportable } from '@/app/shell/reportable-error.ts'
import { Button } from './button.tsx'
import { Heading, Spinner, Text } from './text.tsx'
import { useT } from '@/i18n/use-t.ts'

export function PublicRouteError({ error, reset }: ErrorComponentProps) {
  const t = useT()
  const router = useRouter()
  useEffect(() => {
    if (isReportable(error)) window.reportError(error)
  }, [error])
  return (
    <Center minH="60vh" p="6">
      <Stack gap="3" maxW="md" textAlign="center" role="alert">
        <Heading as="h1" size="lg">
          {t('common.something_went_wrong')}
        </Heading>
        <Text color="fg.muted">{error instanceof Error ? error.message : t('common.page_not_shown')}</Text>
        <Box>
          <Button
            onClick={() => {
              reset()
              void router.invalidate()
            }}
          >
            {t('common.try_again')}
          </Button>
        </Box>
      </Stack>
    </Center>
  )
}

export function PublicRoutePending() {
  const t = useT()
  return (
    <Center minH="40vh" p="6">
      <Spinner size="lg" color="brand.solid" aria-label={t('common.loading')} />
    </Center>
  )
}

export function PublicRouteNotFound() {
  const t = useT()
  return (
    <Center minH="60vh" p="6">
      <Stack gap="3" textAlign="center">
        <Heading as="h1" size="lg">
          {t('common.page_not_found')}
        </Heading>
        <Text color="fg.muted">{t('common.page_not_found_text')}</Text>
      </Stack>
    </Center>
  )
}
