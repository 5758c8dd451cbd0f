// One FPX bank list with online/offline badges and when it was last refreshed.
import { useQuery } from '@tanstack/react-query'
import { payQueries, type BankType } from '@/api/pay.ts'
import { HStack } from 'styled-system/jsx'
import { List } from '@/public-ui/card.tsx'
import { SectionCard } from '@/public-ui/section-card.tsx'
import { Badge, Text } from '@/public-ui/text.tsx'
import { failureText, formatMalaysiaTime } from './pay-helpers.ts'
import { PayLoading } from './pay-states.tsx'
import { useT } from '@/i18n/use-t.ts'

export const FPX_STATUS_REFRESH_MS = 15_000

export function BankStatusList({ bankType, title }: { bankType: BankType; title: string }) {
  const t = useT()
  const banks = useQuery({ ...payQueries.services(bankType), refetchInterval: FPX_STATUS_REFRESH_MS })
  // Alphabetical, not online-first: a monitor whose rows jump around on every refresh is hard to read.
  const list = (banks.data ?? [])
    .filter((service) => service.group_code === 'fpx')
    .sort((a, b) => a.name.localeCompare(b.name))
  const headingId = `fpx-banks-${bankType}`

  return (
    <SectionCard
      headingId={headingId}
      title={title}
      description={
        <>
          <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid={`fpx-updated-${bankType}`}>
            {banks.dataUpdatedAt
              ? t('fpx_status.updated', { time: formatMalaysiaTime(banks.dataUpdatedAt) })
              : t('fpx_status.not_loaded')}
          </Text>
          {/* A failed refresh keeps the last list on screen and says so. */}
          {banks.isError ? (
            <Text fontSize="sm" color="fg.error" role="alert">
              {failureText(banks.error)}
            </Text>
          ) : null}
        </>
      }
    >
      {banks.isPending ? (
        <PayLoading label={t('fpx.loading_banks')} />
      ) : (
        <List.Root variant="plain" gap="2" aria-labelledby={headingId}>
          {list.map((bank) => (
            <List.Item key={bank.payment_service_id}>
              <HStack justify="space-between" w="full" gap="3">
                <Text>{bank.name}</Text>
                <Badge colorPalette={bank.online ? 'green' : 'red'} flexShrink="0">
                  {bank.online ? t('fpx_status.online') : t('fpx_status.offline')}
                </Badge>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      )}
    </SectionCard>
  )
}
