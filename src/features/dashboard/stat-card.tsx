// One figure on a card: label, value (with a test id for end-to-end tests) and an optional hint.
import { Card, Skeleton, Stat } from '@chakra-ui/react'

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
