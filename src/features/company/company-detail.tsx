// /info/view/{id} (and /info/view once the company exists): the company information, with edit and delete.
import { t } from '@/i18n/i18n.ts'
import type { ReactNode } from 'react'
import { Card, HStack, Image, Stack, Text } from '@chakra-ui/react'
import { useDeleteCompany } from '@/api/company.ts'
import { dateTime, FieldList } from '@/app/ui/data-table-cells.tsx'
import { RecordActions } from '@/app/ui/record-actions.tsx'
import { recordPages } from '@/app/ui/record-pages.ts'
import type { Company } from '@/contract/company.ts'
import { addressLines } from '@/contract/public-merchant.ts'
import { useRoleCan } from '@/api/use-session.ts'
import { entityTypeWord } from './company-words.ts'

export const COMPANY_PAGES = recordPages('/info/$mode/$id', '/info/view', () => ({
  deleteTitle: t('Delete this company information?'),
  deleteLabel: t('Delete company information'),
  deleted: t('Company information deleted'),
  back: t('Back to company information'),
}))

export function CompanyDetail({ company }: { company: Company }) {
  const remove = useDeleteCompany()
  const canManage = useRoleCan('settings')
  const rows: [string, ReactNode][] = [
    [t('Registered name'), company.registered_name],
    [
      t('SSM number'),
      <Stack key="ssm" gap="0">
        <Text data-testid="company-ssm">{company.ssm_no}</Text>
        <Text fontSize="sm" color="fg.muted">
          {entityTypeWord(company.entity_type)}
        </Text>
      </Stack>,
    ],
    [t('SST number'), company.sst_no ?? '—'],
    [
      t('Address'),
      <Stack key="address" gap="0">
        {addressLines(company.address).map((line) => (
          <Text key={line}>{line}</Text>
        ))}
      </Stack>,
    ],
    [t('Support email'), company.support_email ?? '—'],
    [t('Support phone'), company.support_phone ?? '—'],
    [t('Updated'), dateTime(company.updated_at)],
  ]

  return (
    <Card.Root variant="outline" bg="bg" maxW="3xl">
      <Card.Header>
        <HStack gap="4">
          {company.logo_url ? (
            <Image
              src={company.logo_url}
              alt={t('{name} logo', { name: company.registered_name })}
              boxSize="16"
              rounded="md"
              borderWidth="1px"
              objectFit="cover"
            />
          ) : null}
          <Stack gap="0">
            <Text as="h2" fontSize="lg" fontWeight="semibold" data-testid="company-name">
              {company.registered_name}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {t('Payers see these details on your payment pages, receipts, invoices and consignment notes.')}
            </Text>
          </Stack>
        </HStack>
      </Card.Header>
      <Card.Body>
        <FieldList rows={rows} labelWidth="9rem" />
      </Card.Body>
      {canManage ? (
        <RecordActions
          pages={COMPANY_PAGES}
          id={company.id}
          deleteText={t(
            'Your payment pages, receipts and invoices will show only your account name until you add company information again.',
          )}
          remove={remove}
        />
      ) : null}
    </Card.Root>
  )
}
