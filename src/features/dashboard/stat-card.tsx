// One figure on a card: label, value (with a test id for end-to-end tests) and an optional hint; a grid
// of them; and what a dashboard part shows when its figures could not be loaded.
import { Button, Card, EmptyState, SimpleGrid, Skeleton, Stat, type SimpleGridProps } from '@chakra-ui/react'

interface StatCardProps {
  label: string
  value: string | undefined
  help?: string
  testId?: string
  loading?: boolean
}

export function StatCard({ label, value, help, testId, loading = false }: StatCardProps) {
  return (
    <Card.Root size="sm" variant="outline" bg="bg">
      <Card.Body>
        <Stat.Root>
          <Stat.Label>{label}</Stat.Label>
          {loading ? (
            <Skeleton height="8" width="32" mt="1" />
          ) : (
            <Stat.ValueText data-testid={testId} fontSize="2xl">
              {value ?? '—'}
            </Stat.ValueText>
          )}
          {help ? <Stat.HelpText>{help}</Stat.HelpText> : null}
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  )
}

export type StatFigure = Omit<StatCardProps, 'loading'>

/** Figures side by side; all show skeletons until their data is there. */
export function StatGrid({
  stats,
  loading,
  ...grid
}: { stats: StatFigure[]; loading: boolean } & SimpleGridProps) {
  return (
    <SimpleGrid gap="4" {...grid}>
      {stats.map((stat) => (
        <StatCard key={stat.label} {...stat} loading={loading} />
      ))}
    </SimpleGrid>
  )
}

export function LoadFailed({ title, onRetry, size }: { title: string; onRetry: () => void; size?: 'sm' }) {
  return (
    <EmptyState.Root size={size}>
      <EmptyState.Content>
        <EmptyState.Title>{title}</EmptyState.Title>
        <Button size={size} variant="outline" onClick={onRetry}>
          Try again
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  )
}
