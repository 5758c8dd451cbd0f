// The console's update prompt (the offer itself: src/app/shell/update-offer.ts).
import { Box, Button, HStack, Text } from '@chakra-ui/react'
import { t } from '@/i18n/i18n.ts'
import { applyUpdate, dismissUpdate, useWaitingUpdate } from './update-offer.ts'

export function UpdatePrompt() {
  const wb = useWaitingUpdate()
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
        <Text fontWeight="medium">{t('A new version of Niaga is available')}</Text>
        <HStack gap="2">
          <Button size="sm" variant="ghost" onClick={dismissUpdate}>
            {t('Later')}
          </Button>
          <Button size="sm" onClick={() => applyUpdate(wb)}>
            {t('Reload')}
          </Button>
        </HStack>
      </HStack>
    </Box>
  )
}
