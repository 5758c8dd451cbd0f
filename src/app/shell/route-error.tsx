// Fallbacks for a route that failed to load or render, and the pending state between routes.
import { Box, Button, Center, Heading, Spinner, Stack, Text } from '@chakra-ui/react'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useCallback, useEffect } from 'react'
import { t } from '@/i18n/i18n.ts'
import { isOnline, probeServer, serverBackOnline, subscribeConnectivity } from '@/offline/connectivity.ts'
import { isLoadFailure, isReportable } from './reportable-error.ts'
import { useOnlineStatus } from './use-online-status.ts'

export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const online = useOnlineStatus()
  const loadFailure = isLoadFailure(error)
  const retry = useCallback(() => {
    // A screen whose code did not arrive is loaded afresh: the browser keeps a failed module import for the
    // page's lifetime (Chromium 150 does), so asking the router again would meet the same failure.
    if (loadFailure) return window.location.reload()
    reset()
    void router.invalidate()
  }, [loadFailure, reset, router])
  useEffect(() => {
    if (!isReportable(error)) return
    // Code that did not arrive is a fault only when the server could be reached (a deploy that lost it);
    // the check also tells the offline page apart where the browser still thinks it is online.
    if (!loadFailure) window.reportError(error)
    else void probeServer().then((reached) => reached && window.reportError(error))
  }, [error, loadFailure])

  if (loadFailure && !online) return <NotAvailableOffline retry={retry} />
  return (
    <RouteProblem
      title={t('Something went wrong')}
      text={
        loadFailure
          ? t('The page could not be loaded. Check your connection and try again.')
          : error instanceof Error
            ? error.message
            : t('The page could not be shown.')
      }
      onRetry={retry}
    />
  )
}

/** A screen whose code or data this device has not kept, asked for offline: tried again once back online. */
function NotAvailableOffline({ retry }: { retry: () => void }) {
  useEffect(() => {
    // Back online, the screen's code is asked for once the server answers, not as the browser says so.
    const backOnline = () => void serverBackOnline().then((answered) => answered && retry())
    window.addEventListener('online', backOnline)
    // The server answering again, where the browser never said it was offline (a dropped link).
    const stop = subscribeConnectivity(() => {
      if (isOnline()) retry()
    })
    return () => {
      window.removeEventListener('online', backOnline)
      stop()
    }
  }, [retry])
  return (
    <RouteProblem
      title={t('Not available offline')}
      text={t(
        'This screen is not saved on this device yet, so it needs a connection. It opens by itself when you are back online.',
      )}
      onRetry={retry}
      testId="route-offline"
    />
  )
}

function RouteProblem(props: { title: string; text: string; onRetry: () => void; testId?: string }) {
  return (
    <Center minH="60vh" p="6">
      <Stack gap="3" maxW="md" textAlign="center" role="alert" data-testid={props.testId}>
        <Heading size="lg">{props.title}</Heading>
        <Text color="fg.muted">{props.text}</Text>
        <Box>
          <Button onClick={props.onRetry}>{t('Try again')}</Button>
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
