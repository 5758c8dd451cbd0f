// What a card shows when its data could not be loaded: the reason in words and a way to try again.
import { Button, EmptyState } from '@chakra-ui/react'
import { t } from '@/i18n/i18n.ts'

interface LoadFailedProps {
  title: string
  onRetry: () => void
  /** Inside a card or a panel that frames it already: no frame or alert role of its own. */
  bare?: boolean
  size?: 'sm'
}

export function LoadFailed({
  title,
  onRetry,
  bare = false,
  size = bare ? undefined : 'sm',
}: LoadFailedProps) {
  return (
    <EmptyState.Root
      size={size}
      {...(bare ? {} : { role: 'alert', borderWidth: '1px', rounded: 'md', bg: 'bg' })}
    >
      <EmptyState.Content>
        <EmptyState.Title>{title}</EmptyState.Title>
        <Button size={size} variant="outline" onClick={onRetry}>
          {t('Try again')}
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  )
}
