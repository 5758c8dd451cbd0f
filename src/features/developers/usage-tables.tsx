// A period's usage broken down: by operation (what was called) and by response code (how it ended).
import type { ReactNode } from 'react'
import { Box, Table, Text } from '@chakra-ui/react'
import type { ApiKeyReport } from '@/contract/developers.ts'
import { count, latency, responseCodeLabel } from './usage-format.ts'

function Frame({ children }: { children: ReactNode }) {
  return (
    <Box borderWidth="1px" rounded="md" bg="bg" overflow="hidden">
      <Table.ScrollArea>{children}</Table.ScrollArea>
    </Box>
  )
}

export function OperationsTable({
  operations,
  caption,
}: {
  operations: ApiKeyReport['operations']
  caption: string
}) {
  if (operations.length === 0)
    return (
      <Text color="fg.muted" fontSize="sm">
        No calls in this period.
      </Text>
    )
  return (
    <Frame>
      <Table.Root size="sm" aria-label={caption} data-testid="usage-operations">
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader>Operation</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Calls</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Errors</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end" display={{ base: 'none', sm: 'table-cell' }}>
              Mean time
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end" display={{ base: 'none', md: 'table-cell' }}>
              Longest time
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {operations.map((row) => (
            <Table.Row key={row.operation}>
              <Table.Cell fontFamily="mono" fontSize="xs" wordBreak="break-all">
                {row.operation}
              </Table.Cell>
              <Table.Cell textAlign="end">{count(row.calls)}</Table.Cell>
              <Table.Cell textAlign="end">{count(row.errors)}</Table.Cell>
              <Table.Cell textAlign="end" display={{ base: 'none', sm: 'table-cell' }}>
                {latency(row.avg_latency_ms)}
              </Table.Cell>
              <Table.Cell textAlign="end" display={{ base: 'none', md: 'table-cell' }}>
                {latency(row.max_latency_ms)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Frame>
  )
}

export function OutcomesTable({ outcomes }: { outcomes: ApiKeyReport['outcomes'] }) {
  if (outcomes.length === 0)
    return (
      <Text color="fg.muted" fontSize="sm">
        No calls in this period.
      </Text>
    )
  return (
    <Frame>
      <Table.Root size="sm" aria-label="Calls by response code" data-testid="usage-outcomes">
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader>Response code</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Calls</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {outcomes.map((row) => (
            <Table.Row key={row.response_code}>
              <Table.Cell>{responseCodeLabel(row.response_code)}</Table.Cell>
              <Table.Cell textAlign="end">{count(row.calls)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Frame>
  )
}
