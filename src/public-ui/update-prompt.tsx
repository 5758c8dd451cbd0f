// The public pages' update prompt (the offer itself: src/app/shell/update-offer.ts).
import { HStack } from 'styled-system/jsx'
import { applyUpdate, dismissUpdate, UPDATE_MESSAGE, useWaitingUpdate } from '@/app/shell/update-offer.ts'
import { Button } from './button.tsx'
import { Text } from './text.tsx'

export function PublicUpdatePrompt() {
  const wb = useWaitingUpdate()
  if (!wb) return null
  return (
    <HStack
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
      justify="space-between"
      gap="3"
      flexWrap="wrap"
    >
      <Text fontWeight="medium">{UPDATE_MESSAGE}</Text>
      <HStack gap="2">
        <Button size="sm" variant="ghost" onClick={dismissUpdate}>
          Later
        </Button>
        <Button size="sm" onClick={() => applyUpdate(wb)}>
          Reload
        </Button>
      </HStack>
    </HStack>
  )
}
