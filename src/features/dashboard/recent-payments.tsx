// The latest payments on the merchant dashboard.
import { Badge, Card, EmptyState, Heading, Skeleton, Stack, Table } from '@chakra-ui/react'
import type { MerchantDashboard } from '@/contract/dashboard.ts'
import { dateTime, money } from './format.ts'

const STATUS_COLOURS: Record<string, string> = {
  paid: 'green',
  success: 'green',
  pending: 'orange',
  failed: 'red',
}

export function RecentPayments({ payments }: { payments: MerchantDashboard['recent_payments'] | undefined }) {
  return (
    <Card.Root variant="outline" bg="bg" as="section" aria-labelledby="recent-payments-heading">
      <Card.Header>
        <Heading as="h2" id="recent-payments-heading" size="md">
          Recent payments
        </Heading>
      </Card.Header>
      <Card.Body>
        {!payments ? (
          <Stack gap="2">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} height="6" />
            ))}
          </Stack>
        ) : payments.length === 0 ? (
          <EmptyState.Root size="sm">
            <EmptyState.Content>
              <EmptyState.Title>No payments yet</EmptyState.Title>
              <EmptyState.Description>
                Payments made to your collections and bills show up here.
              </EmptyState.Description>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <Table.ScrollArea>
            <Table.Root size="sm" aria-labelledby="recent-payments-heading">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Invoice</Table.ColumnHeader>
                  <Table.ColumnHeader>Payer</Table.ColumnHeader>
                  <Table.ColumnHeader>Channel</Table.ColumnHeader>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
                  <Table.ColumnHeader>Paid at</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {payments.map((payment) => (
                  <Table.Row key={payment.invoice_no}>
                    <Table.Cell fontFamily="mono" fontSize="xs">
                      {payment.invoice_no}
                    </Table.Cell>
                    <Table.Cell>{payment.payer_name ?? '—'}</Table.Cell>
                    <Table.Cell textTransform="uppercase">{payment.channel}</Table.Cell>
                    <Table.Cell>
                      <Badge
                        colorPalette={STATUS_COLOURS[payment.status.toLowerCase()] ?? 'gray'}
                        textTransform="capitalize"
                      >
                        {payment.status}
                      </Badge>
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{dateTime(payment.paid_at)}</Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">
                      {money(payment.amount)}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Card.Body>
    </Card.Root>
  )
}
