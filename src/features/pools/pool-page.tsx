// /pools/list: the master pools (balance, purpose, top-up link) above their balance history.
import { t } from '@/i18n/i18n.ts'
import { Heading, Stack } from '@chakra-ui/react'
import { getRouteApi } from '@tanstack/react-router'
import { useListSearch } from '@/app/ui/use-list-search.ts'
import { PoolCards } from './pool-cards.tsx'
import { PoolHistory } from './pool-history.tsx'

const route = getRouteApi('/_console/pools/list')

export function PoolPage() {
  const search = route.useSearch()
  const controls = useListSearch(search, route.useNavigate(), { resetScroll: false })
  return (
    <Stack gap="6">
      <PoolCards />
      <Stack gap="3" as="section" aria-labelledby="pool-history-heading">
        <Heading as="h2" size="md" id="pool-history-heading">
          {t('Balance history')}
        </Heading>
        <PoolHistory search={search} controls={controls} />
      </Stack>
    </Stack>
  )
}
