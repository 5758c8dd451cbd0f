// The public pages' update prompt (the offer itself: src/app/shell/update-offer.ts).
import { HStack } from 'styled-system/jsx'
import { applyUpdate, dismissUpdate, useWaitingUpdate } from '@/app/shell/update-offer.ts'
import { useT } from '@/i18n/use-t.ts'
import { Button } from './button.tsx'
import { Text } from './text.tsx'

export function PublicUpdatePrompt() {
  const t = useT()
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
      <Text fontWeight="medium">{t('common.update_available')}</Text>
      <HStack gap="2">
        <Button size="sm" variant="ghost" onClick={dismissUpdate}>
          {t('common.later')}
        </Button>
        <Button size="sm" onClick={() => applyUpdate(wb)}>
          {t('common.reload')}
        </Button>
      </HStack>
    </HStack>
  )
}
