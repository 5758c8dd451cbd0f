// Columns of the bill tables. A collection's table links a bill to its page under the collection; the
// customer-bills table links to /customer-bills/view/{id} and names the collection.
import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { dateTime, day, Detail, money, StatusBadge } from '@/app/ui/data-table-cells.tsx'
import type { DataColumn } from '@/app/ui/data-table.tsx'
import type { Bill } from '@/contract/collections.ts'
import { t } from '@/i18n/i18n.ts'

function InvoiceLink({ bill, scope }: { bill: Bill; scope: 'collection' | 'account' }) {
  return (
    <ChakraLink asChild color="brand.fg" fontWeight="medium" fontFamily="mono" fontSize="xs">
      {scope === 'collection' ? (
        <Link
          to="/collections/$mode/$id/bills/view/$billId"
          params={{ mode: 'view', id: bill.collection_id, billId: bill.id }}
        >
          {bill.invoice_no}
        </Link>
      ) : (
        <Link to="/customer-bills/$mode/$id" params={{ mode: 'view', id: bill.id }}>
          {bill.invoice_no}
        </Link>
      )}
    </ChakraLink>
  )
}

export function billColumns(scope: 'collection' | 'account'): DataColumn<Bill>[] {
  return [
    { id: 'invoice', header: t('Invoice'), cell: (bill) => <InvoiceLink bill={bill} scope={scope} /> },
    {
      id: 'payer_name',
      header: t('Payer'),
      sortKey: 'payer_name',
      cell: (bill) => (
        <Stack gap="0">
          <Text>{bill.payer_name}</Text>
          <Detail>{bill.payer_email ?? bill.payer_phone ?? ''}</Detail>
        </Stack>
      ),
    },
    ...(scope === 'account'
      ? [
          {
            id: 'collection',
            header: t('Collection'),
            hideBelow: 'lg' as const,
            cell: (bill: Bill) => bill.collection_title,
          },
        ]
      : []),
    {
      id: 'amount',
      header: t('Amount'),
      summary: 'amount',
      sortKey: 'amount',
      align: 'end',
      cell: (bill) => <Text whiteSpace="nowrap">{money(bill.amount)}</Text>,
    },
    { id: 'status', header: t('Status'), cell: (bill) => <StatusBadge status={bill.status} /> },
    { id: 'due_date', header: t('Due'), hideBelow: 'md', cell: (bill) => day(bill.due_date) },
    {
      id: 'created_at',
      header: t('Created'),
      sortKey: 'created_at',
      firstOrder: 'desc',
      hideBelow: 'lg',
      cell: (bill) => dateTime(bill.created_at),
    },
  ]
}
