// Buy now, pay later: the instalment plan comes first, so the payer knows what they agree to.
import { useQuery } from '@tanstack/react-query'
import { payQueries } from '@/api/pay.ts'
import type { PublicBill } from '@/contract/payments.ts'
import { formatMyr } from '@/lib/money.ts'
import { Stack } from 'styled-system/jsx'
import { Table } from '@/public-ui/card.tsx'
import { Text } from '@/public-ui/text.tsx'
import { PayLoadError, PayLoading } from './pay-states.tsx'
import { ServicePanel } from './service-panel.tsx'
import type { PayBillState } from './use-pay-bill.ts'
import { useT } from '@/i18n/use-t.ts'

export function BnplPanel({ bill, payment }: { bill: PublicBill; payment: PayBillState }) {
  const t = useT()
  const plan = useQuery(payQueries.bnpl(bill.uuid))
  if (plan.isPending) return <PayLoading label={t('bnpl.loading')} />
  if (plan.isError) return <PayLoadError error={plan.error} onRetry={() => void plan.refetch()} />

  return (
    <Stack gap="4">
      <Table.Root size="sm" aria-label={t('bnpl.plan')} data-testid="bnpl-plan">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('bnpl.instalment')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('bnpl.due')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('common.amount')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {plan.data.instalments.map((instalment, index) => (
            <Table.Row key={`${instalment.due_date}-${index}`}>
              <Table.Cell>{index + 1}</Table.Cell>
              <Table.Cell>{instalment.due_date}</Table.Cell>
              <Table.Cell textAlign="end">{formatMyr(instalment.amount)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
        <Table.Footer>
          <Table.Row>
            <Table.Cell colSpan={2} fontWeight="semibold">
              {t('bnpl.total')}
            </Table.Cell>
            <Table.Cell textAlign="end" fontWeight="semibold">
              {formatMyr(plan.data.total)}
            </Table.Cell>
          </Table.Row>
        </Table.Footer>
      </Table.Root>
      <Text fontSize="sm" color="fg.muted">
        {t('bnpl.note')}
      </Text>
      <ServicePanel bill={bill} channel="bnpl" payment={payment} />
    </Stack>
  )
}
