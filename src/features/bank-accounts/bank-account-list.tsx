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
import { Detail, StatusBadge } from '@/app/ui/data-table-cells.tsx'
import { t } from '@/i18n/i18n.ts'

const VERIFICATION_COLOURS = { verified: 'green', failed: 'red', unverified: 'orange' } as const

function columns(canManage: boolean, edit: (account: BankAccount) => void): DataColumn<BankAccount>[] {
  const list: DataColumn<BankAccount>[] = [
    {
      id: 'bank',
      header: t('Bank account'),
      cell: (account) => (
        <>
          <Text fontWeight="medium">
            {account.bank_name}{' '}
            {account.record_status_id === 1 ? null : (
              <Badge size="sm" hideFrom="lg">
                {t('Inactive')}
              </Badge>
            )}
          </Text>
          <Detail fontFamily="mono">{account.account_number_masked}</Detail>
        </>
      ),
    },
    { id: 'holder', header: t('Holder'), hideBelow: 'sm', cell: (account) => account.holder_name },
    {
      id: 'verification',
      header: t('Verification'),
      cell: (account) => (
        <Stack gap="1" align="start">
          <StatusBadge
            status={account.verification_status}
            colorPalette={VERIFICATION_COLOURS[account.verification_status]}
          />
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
      header: t('Status'),
      hideBelow: 'lg',
      cell: (account) => (
        <Badge colorPalette={account.record_status_id === 1 ? 'green' : 'gray'}>
          {account.record_status_id === 1 ? t('Active') : t('Inactive')}
        </Badge>
      ),
    },
    createdColumn(t('Added'), 'lg'),
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
          aria-label={t('Edit {account}', {
            account: `${account.bank_name} ${account.account_number_masked}`,
          })}
        >
          {t('Edit')}
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
      {t('Add bank account')}
    </Button>
  ) : undefined
  return (
    <>
      <DataTable
        label={t('Bank accounts')}
        columns={columns(canManage, setEditing)}
        query={query}
        list={list}
        onListChange={onListChange}
        searchLabel={t('Search bank, holder or number')}
        create={add}
        empty={{
          title: t('No bank accounts yet'),
          description: canManage
            ? t('Add the bank account your payouts go to, then verify it.')
            : t('An owner or administrator of this account adds the bank accounts payouts go to.'),
        }}
      />
      {editing !== undefined ? (
        <BankAccountDialog account={editing} onClose={() => setEditing(undefined)} />
      ) : null}
    </>
  )
}
