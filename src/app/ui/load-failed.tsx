// What a card shows when its data could not be loaded: the reason in words and a way to try again.
import { Button, EmptyState } from '@chakra-ui/react'

export function LoadFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <EmptyState.Root size="sm" role="alert" borderWidth="1px" rounded="md" bg="bg">
      <EmptyState.Content>
        <EmptyState.Title>{title}</EmptyState.Title>
        <Button size="sm" variant="outline" onClick={onRetry}>
          Try again
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  )
}
