// The delivery attempts of a payment's merchant callback: when, where, and what the merchant's server said.
import { Table, Text } from '@chakra-ui/react'
import { dateTime, StatusBadge } from '@/app/ui/data-table-cells.tsx'
import type { CallbackDelivery } from '@/contract/payments.ts'

export function CallbackAttempts({ callbacks }: { callbacks: CallbackDelivery[] }) {
  if (callbacks.length === 0)
    return (
      <Text fontSize="sm" color="fg.muted">
        No callback has been sent for this payment (a collection without a callback URL sends none).
      </Text>
    )
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label="Callback deliveries">
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader>#</Table.ColumnHeader>
            <Table.ColumnHeader>Result</Table.ColumnHeader>
            <Table.ColumnHeader>When</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {callbacks.map((attempt) => (
            <Table.Row key={attempt.id}>
              <Table.Cell>{attempt.attempt}</Table.Cell>
              <Table.Cell>
                <StatusBadge status={attempt.success ? 'success' : 'failed'} />
                <Text fontSize="xs" color="fg.muted" mt="1" wordBreak="break-all">
                  {attempt.status_code !== null
                    ? `HTTP ${attempt.status_code}`
                    : (attempt.error ?? 'No answer')}{' '}
                  · {attempt.url}
                </Text>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{dateTime(attempt.created_at)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}
