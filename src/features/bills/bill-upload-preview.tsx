// The rows of an uploaded bills file as the server read them, each with its errors.
import { List, Table, Text } from '@chakra-ui/react'
import type { UploadRow } from '@/api/bills.ts'
import { money } from '@/app/ui/data-table-cells.tsx'

export function BillUploadPreview({ rows }: { rows: UploadRow[] }) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" maxH="96">
      <Table.Root size="sm" stickyHeader aria-label="Uploaded bills">
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader>Row</Table.ColumnHeader>
            <Table.ColumnHeader>Payer</Table.ColumnHeader>
            <Table.ColumnHeader>Email</Table.ColumnHeader>
            <Table.ColumnHeader>Phone</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
            <Table.ColumnHeader>Description</Table.ColumnHeader>
            <Table.ColumnHeader>Errors</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => {
            const bad = row.errors.length > 0
            return (
              <Table.Row
                key={row.row}
                bg={bad ? 'red.subtle' : undefined}
                data-invalid={bad ? '' : undefined}
              >
                <Table.Cell>{row.row}</Table.Cell>
                <Table.Cell>{row.payer_name || '—'}</Table.Cell>
                <Table.Cell>{row.payer_email || '—'}</Table.Cell>
                <Table.Cell>{row.payer_phone || '—'}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {money(row.amount) === '—' ? row.amount || '—' : money(row.amount)}
                </Table.Cell>
                <Table.Cell>{row.description || '—'}</Table.Cell>
                <Table.Cell>
                  {bad ? (
                    <List.Root ps="4" color="fg.error" fontSize="xs">
                      {row.errors.map((error) => (
                        <List.Item key={error}>{error}</List.Item>
                      ))}
                    </List.Root>
                  ) : (
                    <Text color="fg.success" fontSize="xs">
                      OK
                    </Text>
                  )}
                </Table.Cell>
              </Table.Row>
            )
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}
