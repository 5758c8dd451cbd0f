// /info/view: the account's company information, or an empty state that leads to /info/new.
import { t } from '@/i18n/i18n.ts'
import { Button, EmptyState, Skeleton, Stack } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { companyQueries } from '@/api/company.ts'
import { LoadFailed } from '@/app/ui/load-failed.tsx'
import { CompanyDetail } from './company-detail.tsx'
import { useRoleCan } from '@/api/use-session.ts'

export function CompanyView() {
  const company = useQuery(companyQueries.me())
  if (company.isPending)
    return (
      <Stack maxW="3xl" gap="3" aria-busy="true" aria-label={t('Loading company information')}>
        <Skeleton height="16" />
        <Skeleton height="48" />
      </Stack>
    )
  if (company.isError)
    return (
      <LoadFailed
        title={t('Company information could not be loaded')}
        onRetry={() => void company.refetch()}
      />
    )
  if (!company.data) return <NoCompany />
  return <CompanyDetail company={company.data} />
}

function NoCompany() {
  const canManage = useRoleCan('settings')
  return (
    <EmptyState.Root size="md" borderWidth="1px" borderStyle="dashed" rounded="md" bg="bg" maxW="3xl">
      <EmptyState.Content>
        <EmptyState.Title>{t('No company information yet')}</EmptyState.Title>
        <EmptyState.Description>
          {t(
            'Add your registered name, SSM number, address, logo and support contact. Payers see them on your payment pages, receipts and invoices.',
          )}
        </EmptyState.Description>
        {canManage ? (
          <Button asChild size="sm">
            <Link to="/info/new">{t('Add company information')}</Link>
          </Button>
        ) : (
          <EmptyState.Description>
            {t('Ask an owner or administrator of the account to add them.')}
          </EmptyState.Description>
        )}
      </EmptyState.Content>
    </EmptyState.Root>
  )
}
