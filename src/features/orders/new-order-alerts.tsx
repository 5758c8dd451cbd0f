// On the order-management screen: the orders in view count as seen (the app icon's count clears), and the
// merchant chooses whether a new order chimes (src/app/shell/order-alerts.ts).
import { useEffect } from 'react'
import { Switch } from '@chakra-ui/react'
import { markOrdersSeen, setOrderSound, useOrderAlerts } from '@/app/shell/order-alerts.ts'
import { t } from '@/i18n/i18n.ts'

export function NewOrderAlerts() {
  const { sound, unseen } = useOrderAlerts()
  useEffect(() => {
    const seen = () => {
      if (document.visibilityState === 'visible') markOrdersSeen()
    }
    seen()
    document.addEventListener('visibilitychange', seen)
    return () => document.removeEventListener('visibilitychange', seen)
  }, [])
  // An order that came in while this screen was hidden counts until it is in view again.
  useEffect(() => {
    if (unseen > 0 && document.visibilityState === 'visible') markOrdersSeen()
  }, [unseen])
  return (
    <Switch.Root
      size="sm"
      mb="3"
      checked={sound}
      onCheckedChange={(details) => setOrderSound(details.checked)}
    >
      <Switch.HiddenInput />
      <Switch.Control />
      <Switch.Label>{t('Chime for new orders')}</Switch.Label>
    </Switch.Root>
  )
}
