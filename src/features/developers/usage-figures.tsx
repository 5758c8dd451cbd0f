// A period's usage figures side by side: calls, errors (with the share of calls), mean and longest time.
import { Card, SimpleGrid, Skeleton, Stat } from '@chakra-ui/react'
import type { ApiKeyReport } from '@/contract/developers.ts'
import { count, latency } from './usage-format.ts'

type Figures = ApiKeyReport['totals']

export function UsageFigures({
  figures,
  label,
  testId,
}: {
  figures: Figures | undefined
  label?: string
  testId?: string
}) {
  const errorShare =
    figures && figures.calls > 0
      ? `${Math.round((figures.errors / figures.calls) * 100)}% of calls`
      : undefined
  const stats: [string, string | undefined, string | undefined][] = [
    ['Calls', figures && count(figures.calls), undefined],
    ['Errors', figures && count(figures.errors), errorShare],
    ['Mean time', figures && latency(figures.avg_latency_ms), undefined],
    ['Longest time', figures && latency(figures.max_latency_ms), undefined],
  ]
  return (
    <SimpleGrid
      columns={{ base: 2, lg: 4 }}
      gap="3"
      aria-label={label}
      role={label ? 'group' : undefined}
      data-testid={testId}
    >
      {stats.map(([name, value, help]) => (
        <Card.Root key={name} size="sm" variant="outline" bg="bg">
          <Card.Body>
            <Stat.Root>
              <Stat.Label>{name}</Stat.Label>
              {value === undefined ? (
                <Skeleton height="7" width="20" mt="1" />
              ) : (
                <Stat.ValueText fontSize="xl">{value}</Stat.ValueText>
              )}
              {help ? <Stat.HelpText>{help}</Stat.HelpText> : null}
            </Stat.Root>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  )
}
