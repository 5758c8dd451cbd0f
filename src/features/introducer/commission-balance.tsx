// Above the payouts: the commission the introducer can pay out now, what has been paid out and what is on
// its way to the bank.
import { Card, SimpleGrid, Skeleton, Stat } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { introducerQueries } from '@/api/introducer.ts'
import { money } from '@/app/ui/data-table-cells.tsx'
import { LoadFailed } from '@/app/ui/load-failed.tsx'

export function CommissionBalance() {
  const me = useQuery(introducerQueries.me())
  const commission = me.data?.commission
  if (!commission && me.isError)
    return <LoadFailed title="Your commission could not be loaded" onRetry={() => void me.refetch()} />
  const figures = [
    { label: 'Available to pay out', value: commission?.available, testId: 'payout-commission-available' },
    {
      label: 'On its way to your bank',
      value: commission?.in_transit,
      testId: 'payout-commission-in-transit',
    },
    { label: 'Paid out', value: commission?.paid_out, testId: 'payout-commission-paid-out' },
  ]
  return (
    <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
      {figures.map((figure) => (
        <Card.Root key={figure.label} size="sm" variant="outline" bg="bg">
          <Card.Body>
            <Stat.Root>
              <Stat.Label>{figure.label}</Stat.Label>
              {commission ? (
                <Stat.ValueText data-testid={figure.testId} fontSize="2xl">
                  {money(figure.value)}
                </Stat.ValueText>
              ) : (
                <Skeleton height="8" width="32" mt="1" />
              )}
            </Stat.Root>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  )
}
