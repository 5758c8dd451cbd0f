// The balances of the money-out pages, straight from the ledger: pending (paid, not settled yet), reserve
// (held back from settlements for a while), available (can be paid out) and in transit (payouts under way).
import { Card, SimpleGrid, Skeleton, Stat } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { LoadFailed } from '@/app/ui/load-failed.tsx'
import { settlementQueries } from '@/api/settlements.ts'
import { money } from '@/app/ui/data-table-cells.tsx'
import type { Balance } from '@/contract/settlements.ts'

type Figure = keyof Balance

const FIGURES: Record<Figure, { label: string; help: string }> = {
  pending: { label: 'Pending', help: 'Paid, waiting for its settlement day' },
  reserve: { label: 'Reserve', help: 'Held back from settlements, released later' },
  available: { label: 'Available', help: 'Ready to pay out to your bank' },
  in_transit: { label: 'In transit', help: 'Payouts on their way to your bank' },
}

export function BalanceSummary({ figures }: { figures: readonly Figure[] }) {
  const query = useQuery(settlementQueries.balance())
  if (!query.data && query.isError)
    return <LoadFailed title="The balance could not be loaded" onRetry={() => void query.refetch()} />
  return (
    <SimpleGrid
      as="section"
      aria-label="Balance"
      columns={{ base: 2, lg: figures.length }}
      gap={{ base: '3', md: '4' }}
    >
      {figures.map((figure) => (
        <Card.Root key={figure} size="sm" variant="outline" bg="bg">
          <Card.Body>
            <Stat.Root>
              <Stat.Label>{FIGURES[figure].label}</Stat.Label>
              {query.data ? (
                <Stat.ValueText
                  data-testid={`balance-${figure.replace('_', '-')}`}
                  fontSize={{ base: 'lg', sm: '2xl' }}
                >
                  {money(query.data[figure])}
                </Stat.ValueText>
              ) : (
                <Skeleton height="8" width="32" mt="1" />
              )}
              <Stat.HelpText hideBelow="sm">{FIGURES[figure].help}</Stat.HelpText>
            </Stat.Root>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  )
}
