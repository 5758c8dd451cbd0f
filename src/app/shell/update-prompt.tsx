// The update prompt (ARCHITECTURE §6): when a new service worker is installed and waiting, every page shows
// "A new version of Niaga is available — Reload". Reload tells the waiting worker to take over
// (SKIP_WAITING) and reloads once it controls the page; "Later" keeps the half-filled form the shopper or
// merchant is working on. The registration (src/app/shell/service-worker.ts) reports the waiting worker here.
import { useSyncExternalStore } from 'react'
import { Box, Button, HStack, Text } from '@chakra-ui/react'
import type { Workbox } from 'workbox-window'

export const UPDATE_MESSAGE = 'A new version of Niaga is available'

let waiting: Workbox | null = null
const listeners = new Set<() => void>()

function publish(next: Workbox | null) {
  waiting = next
  for (const listener of listeners) listener()
}

/** Called by the registration when a new worker waits to activate. */
export function offerUpdate(wb: Workbox): void {
  publish(wb)
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function applyUpdate(wb: Workbox): void {
  wb.addEventListener('controlling', () => window.location.reload())
  wb.messageSkipWaiting()
}

export function UpdatePrompt() {
  const wb = useSyncExternalStore(
    subscribe,
    () => waiting,
    () => null,
  )
  if (!wb) return null
  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid="update-prompt"
      position="fixed"
      insetInline="4"
      bottom="4"
      mx="auto"
      maxW="lg"
      zIndex="toast"
      bg="bg.panel"
      borderWidth="1px"
      rounded="lg"
      shadow="lg"
      px="4"
      py="3"
    >
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Text fontWeight="medium">{UPDATE_MESSAGE}</Text>
        <HStack gap="2">
          <Button size="sm" variant="ghost" onClick={() => publish(null)}>
            Later
          </Button>
          <Button size="sm" onClick={() => applyUpdate(wb)}>
            Reload
          </Button>
        </HStack>
      </HStack>
    </Box>
  )
}
