// One virtual account beside the list: its number (to copy and give to a payer), what it is for, what it
// has received, and its actions: open its public top-up page, open the sandbox bank's transfer page, and
// close it (asked first; transfers to a closed account are refused).
import { t } from '@/i18n/i18n.ts'
import { useState } from 'react'
import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useCloseVirtualAccount, virtualAccountQueries } from '@/api/pools.ts'
import { ConfirmDialog } from '@/app/ui/confirm-dialog.tsx'
import { dateTime, FieldList, money } from '@/app/ui/data-table-cells.tsx'
import { RecordDrawer, RecordLoading, type RecordDrawerProps } from '@/app/ui/record-drawer.tsx'
import { notify } from '@/app/ui/toaster.tsx'
import type { VirtualAccount } from '@/contract/pools.ts'
import { VirtualAccountStatusBadge } from './virtual-account-status.tsx'
import { useRoleCan } from '@/api/use-session.ts'
import { CopyButton } from '@/app/ui/copy-button.tsx'
import { closeAccountText, poolName } from './pool-words.ts'

interface VirtualAccountDrawerProps extends RecordDrawerProps {
  /** The account as the list shows it, shown until its own answer arrives. */
  listed: VirtualAccount | undefined
}

export function VirtualAccountDrawer({ listed, ...props }: VirtualAccountDrawerProps) {
  return (
    <RecordDrawer {...props} title={t('Virtual account details')} testId="virtual-account-drawer">
      {(id) => <VirtualAccountDetail id={id} listed={listed} />}
    </RecordDrawer>
  )
}

function VirtualAccountDetail({ id, listed }: { id: string; listed: VirtualAccount | undefined }) {
  const query = useQuery({ ...virtualAccountQueries.detail(id), placeholderData: listed })
  const close = useCloseVirtualAccount()
  const canManage = useRoleCan('money')
  const [confirming, setConfirming] = useState(false)
  const account = query.data
  if (!account)
    return (
      <RecordLoading failed={query.isError} failedText={t('This virtual account could not be loaded.')} />
    )

  const rows: [string, React.ReactNode][] = [
    [
      t('Account number'),
      <Text key="no" as="span" fontFamily="mono" data-testid="virtual-account-number">
        {account.account_no}
      </Text>,
    ],
    [t('Name'), account.name],
    [t('Status'), <VirtualAccountStatusBadge key="status" status={account.status} />],
    [t('Pool'), poolName(account.pool_type)],
    [t('Customer'), account.customer_name ?? '—'],
    [t('Description'), account.description ?? '—'],
    [t('Callback URL'), account.callback_url ?? '—'],
    [t('Total received'), money(account.total_received)],
    [t('Transfers'), String(account.transfers)],
    [t('Last transfer'), dateTime(account.last_transfer_at)],
    [t('Created'), dateTime(account.created_at)],
    ...(account.closed_at ? ([[t('Closed on'), dateTime(account.closed_at)]] as [string, string][]) : []),
  ]
  const active = account.status === 'active'
  return (
    <Stack gap="6">
      <FieldList rows={rows} />
      <HStack gap="2" wrap="wrap">
        <CopyButton
          value={account.account_no}
          copied={t('Account number copied')}
          size="sm"
          variant="outline"
        >
          {t('Copy number')}
        </CopyButton>
        {active ? (
          <>
            <Button asChild size="sm" variant="outline">
              <a href={account.topup_url} target="_blank" rel="noopener noreferrer">
                {t('Open top-up page')}
              </a>
            </Button>
            <Button asChild size="sm" variant="outline">
              <a href={account.transfer_url} target="_blank" rel="noopener noreferrer">
                {t('Sandbox bank transfer')}
              </a>
            </Button>
            {canManage ? (
              <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
                {t('Close account')}
              </Button>
            ) : null}
          </>
        ) : null}
      </HStack>
      {active ? null : (
        <Text fontSize="sm" color="fg.muted" role="status">
          {t('Closed: transfers to this account number are refused.')}
        </Text>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('Close this virtual account?')}
        description={closeAccountText(account.pool_type, account.account_no)}
        confirmLabel={t('Close account')}
        destructive
        loading={close.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          close.mutate(account.id, {
            onSuccess: () => notify(t('Virtual account closed')),
            onSettled: () => setConfirming(false),
          })
        }
      />
    </Stack>
  )
}
