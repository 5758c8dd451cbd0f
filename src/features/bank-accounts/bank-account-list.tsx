// The bank accounts payouts go to: bank, masked number, holder, verification (with the bank's message when it
// failed) and whether it is active. Owners and administrators add, edit and verify; the others read.
import { useState } from 'react'
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { bankQueries } from '@/api/banks.ts'
import { actionsColumn, createdColumn } from '@/app/ui/data-table-columns.tsx'
import { DataTable, type DataColumn, type DataTableProps } from '@/app/ui/data-table.tsx'
import type { BankAccount } from '@/contract/banks.ts'
import { BankAccountDialog } from './bank-account-dialog.tsx'
import { VerifyButton } from './verify-button.tsx'
import { useRoleCan } from '@/api/use-session.ts'
import { Detail } from '@/app/ui/data-table-cells.tsx'

const VERIFICATION_COLOURS = { verified: 'green', failed: 'red', unverified: 'orange' } as const

function columns(canManage: boolean, edit: (account: BankAccount) => void): DataColumn<BankAccount>[] {
  const list: DataColumn<BankAccount>[] = [
    {
      id: 'bank',
      header: 'Bank account',
      cell: (account) => (
        <>
          <Text fontWeight="medium">
            {account.bank_name}{' '}
            {account.record_status_id === 1 ? null : (
              <Badge size="sm" hideFrom="lg">
                Inactive
              </Badge>
            )}
          </Text>
          <Detail fontFamily="mono">{account.account_number_masked}</Detail>
        </>
      ),
    },
    { id: 'holder', header: 'Holder', hideBelow: 'sm', cell: (account) => account.holder_name },
    {
      id: 'verification',
      header: 'Verification',
      cell: (account) => (
        <Stack gap="1" align="start">
          <Badge colorPalette={VERIFICATION_COLOURS[account.verification_status]} textTransform="capitalize">
            {account.verification_status}
          </Badge>
          {account.verification_message ? (
            <Detail whiteSpace="normal" maxW="xs">
              {account.verification_message}
            </Detail>
          ) : null}
        </Stack>
      ),
    },
    {
      id: 'active',
      header: 'Status',
      hideBelow: 'lg',
      cell: (account) => (
        <Badge colorPalette={account.record_status_id === 1 ? 'green' : 'gray'}>
          {account.record_status_id === 1 ? 'Active' : 'Inactive'}
        </Badge>
      ),
    },
    createdColumn('Added', 'lg'),
  ]
  if (!canManage) return list
  return [
    ...list,
    actionsColumn((account) => (
      <HStack gap="2" justify="end" wrap="wrap">
        {account.verified ? null : <VerifyButton account={account} />}
        <Button
          size="xs"
          variant="ghost"
          onClick={() => edit(account)}
          aria-label={`Edit ${account.bank_name} ${account.account_number_masked}`}
        >
          Edit
        </Button>
      </HStack>
    )),
  ]
}

type ListProps = Pick<DataTableProps<BankAccount>, 'list' | 'onListChange'>

export function BankAccountList({ list, onListChange }: ListProps) {
  const canManage = useRoleCan('settings')
  const query = useQuery(bankQueries.list({ skip: list.skip, limit: list.limit, search: list.search }))
  // undefined: no dialog; null: adding one.
  const [editing, setEditing] = useState<BankAccount | null | undefined>()
  const add = canManage ? (
    <Button size="sm" onClick={() => setEditing(null)}>
      Add bank account
    </Button>
  ) : undefined
  return (
    <>
      <DataTable
        label="Bank accounts"
        columns={columns(canManage, setEditing)}
        query={query}
        list={list}
        onListChange={onListChange}
        searchLabel="Search bank, holder or number"
        create={add}
        empty={{
          title: 'No bank accounts yet',
          description: canManage
            ? 'Add the bank account your payouts go to, then verify it.'
            : 'An owner or administrator of this account adds the bank accounts payouts go to.',
        }}
      />
      {editing !== undefined ? (
        <BankAccountDialog account={editing} onClose={() => setEditing(undefined)} />
      ) : null}
    </>
  )
}
