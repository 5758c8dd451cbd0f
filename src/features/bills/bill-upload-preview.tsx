// The rows of an uploaded bills file as the server read them, each with its errors.
import { List, Table, Text } from '@chakra-ui/react'
import type { UploadRow } from '@/api/bills.ts'
import { money } from '@/app/ui/data-table-cells.tsx'
import { t } from '@/i18n/i18n.ts'
import { TableScroll } from '@/app/ui/table-scroll.tsx'

export function BillUploadPreview({ rows }: { rows: UploadRow[] }) {
  return (
    <TableScroll name={t('Uploaded bills')} borderWidth="1px" rounded="md" maxH="96">
      <Table.Root size="sm" stickyHeader aria-label={t('Uploaded bills')}>
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader>{t('Row')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Payer')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Email')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Phone')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('Amount')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Description')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Errors')}</Table.ColumnHeader>
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
                      {t('OK')}
                    </Text>
                  )}
                </Table.Cell>
              </Table.Row>
            )
          })}
        </Table.Body>
      </Table.Root>
    </TableScroll>
  )
}
