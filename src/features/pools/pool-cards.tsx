// The master pools as cards: each pool's balance, what it is for, and its public top-up link (copy it to a
// payer, or open it); then all pools together.
import { t } from '@/i18n/i18n.ts'
import { Button, Card, Code, HStack, SimpleGrid, Skeleton, Stack, Stat, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { LoadFailed } from '@/app/ui/load-failed.tsx'
import { poolQueries } from '@/api/pools.ts'
import { dateTime, money } from '@/app/ui/data-table-cells.tsx'
import type { Pool } from '@/contract/pools.ts'
import { ActionLabel } from '@/app/ui/action-label.tsx'
import { CopyButton } from '@/app/ui/copy-button.tsx'
import { StatHelp } from '@/app/ui/stat-grid.tsx'
import { poolHelp, poolName } from './pool-words.ts'

export function PoolCards() {
  const query = useQuery(poolQueries.balance())
  if (!query.data && query.isError)
    return <LoadFailed title={t('The pools could not be loaded')} onRetry={() => void query.refetch()} />
  if (!query.data)
    return (
      <SimpleGrid as="section" aria-label={t('Pools')} aria-busy="true" columns={{ base: 1, lg: 3 }} gap="4">
        {[0, 1, 2].map((card) => (
          <Skeleton key={card} height="44" rounded="md" />
        ))}
      </SimpleGrid>
    )
  const { pools, total } = query.data
  return (
    <SimpleGrid as="section" aria-label={t('Pools')} columns={{ base: 1, lg: pools.length + 1 }} gap="4">
      {pools.map((pool) => (
        <PoolCard key={pool.id} pool={pool} />
      ))}
      <Card.Root size="sm" variant="subtle">
        <Card.Body>
          <Stat.Root>
            <Stat.Label>{t('All pools')}</Stat.Label>
            <Stat.ValueText data-testid="pool-balance-total" fontSize={{ base: 'xl', sm: '2xl' }}>
              {money(total)}
            </Stat.ValueText>
            <StatHelp>{t('Kept apart from the balance your sales earn.')}</StatHelp>
          </Stat.Root>
        </Card.Body>
      </Card.Root>
    </SimpleGrid>
  )
}

function PoolCard({ pool }: { pool: Pool }) {
  const label = poolName(pool.pool_type)
  return (
    <Card.Root
      as="article"
      size="sm"
      variant="outline"
      bg="bg"
      aria-label={label}
      data-testid={`pool-card-${pool.pool_type}`}
    >
      <Card.Body>
        <Stack gap="3">
          <Stat.Root>
            <Stat.Label>{label}</Stat.Label>
            <Stat.ValueText
              data-testid={`pool-balance-${pool.pool_type}`}
              fontSize={{ base: 'xl', sm: '2xl' }}
            >
              {money(pool.balance)}
            </Stat.ValueText>
            <StatHelp>{poolHelp(pool.pool_type)}</StatHelp>
          </Stat.Root>
          <Stack gap="1">
            <Text fontSize="xs" color="fg.muted">
              {t('Top-up link: anyone with it can top this pool up (no fee).')}
            </Text>
            <Code p="2" fontSize="xs" wordBreak="break-all" data-testid={`pool-topup-link-${pool.pool_type}`}>
              {pool.topup_url}
            </Code>
          </Stack>
          <HStack gap="2" wrap="wrap">
            <CopyButton value={pool.topup_url} copied={t('Top-up link copied')} size="xs" variant="outline">
              <ActionLabel words={t('Copy link')} of={label} />
            </CopyButton>
            <Button asChild size="xs" variant="outline">
              <a href={pool.topup_url} target="_blank" rel="noopener noreferrer">
                <ActionLabel words={t('Open top-up page')} of={label} />
              </a>
            </Button>
          </HStack>
          <Text fontSize="xs" color="fg.muted">
            {t('Last change {time}', { time: dateTime(pool.updated_at) })}
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}
