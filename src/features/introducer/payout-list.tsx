// /transactions/payout: the introducer's commission available to pay out, its payouts (status, dates,
// invoice search, CSV export) and the bank accounts they go to. "Request payout" is the money-out flow every
// account uses; the route hands it and the bank accounts in, since features do not import each other.
import { t } from '@/i18n/i18n.ts'
import { useState, type ReactNode } from 'react'
import { Button, Stack } from '@chakra-ui/react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { fetchAllRows, fetchPayouts, introducerKeys, introducerQueries } from '@/api/introducer.ts'
import { payoutListParams, switchPayoutTab, type PayoutSearch } from '@/app/ui/payout-search.ts'
import { PayoutTable, PayoutTabs } from '@/app/widgets/payout-table.tsx'
import { useListSearch, type ListSearchControls } from '@/app/ui/use-list-search.ts'
import type { IntroducerPayout } from '@/contract/introducer.ts'
import type { CsvColumn } from '@/lib/csv.ts'
import { ExportCsvButton } from './export-csv-button.tsx'

const route = getRouteApi('/_console/transactions/payout')

// The export is a data file in English whatever the screen's language, as the server's report files are
// (server/services/reports): column names and codes (status) stay the same for a spreadsheet or an import.
/* eslint-disable lingui/no-unlocalized-strings -- CSV column names, kept English for the file's readers */
export const PAYOUT_CSV_COLUMNS: CsvColumn<IntroducerPayout>[] = [
  { header: 'Invoice', value: (payout) => payout.invoice_no },
  { header: 'Bank', value: (payout) => payout.bank_name },
  { header: 'Account', value: (payout) => payout.account_number_masked },
  { header: 'Status', value: (payout) => payout.status },
  { header: 'Amount (MYR)', value: (payout) => payout.amount },
  { header: 'Fee (MYR)', value: (payout) => payout.fee },
  { header: 'Total (MYR)', value: (payout) => payout.total },
  { header: 'Requested at', value: (payout) => payout.created_at },
]
/* eslint-enable lingui/no-unlocalized-strings */

export interface RequestPayoutProps {
  /** The commission available to pay out. */
  available: string
  open: boolean
  onClose: () => void
  onAddBank: () => void
  onRequested: (payout: { id: string }) => void
}

interface IntroducerPayoutPageProps {
  /** The commission available, on its way and paid out. */
  balance: ReactNode
  requestPayout: (props: RequestPayoutProps) => ReactNode
  banks: (table: ListSearchControls<PayoutSearch>['table']) => ReactNode
  /** The open payout's timeline (the money-out drawer every account uses). */
  drawer: (payoutId: string | undefined, onClose: () => void) => ReactNode
}

export function IntroducerPayoutPage({ balance, requestPayout, banks, drawer }: IntroducerPayoutPageProps) {
  const search = route.useSearch()
  const controls = useListSearch(search, route.useNavigate())
  const queryClient = useQueryClient()
  // Opening a payout is not a list change: keep the page the introducer is on.
  const open = (payout: string | undefined) => controls.change({ payout, skip: search.skip })
  const [requesting, setRequesting] = useState(false)
  // The payout request checks the amount against the available commission, so it waits for it.
  const available = useQuery(introducerQueries.me()).data?.commission.available
  const params = payoutListParams(search)
  return (
    <Stack gap="6">
      {balance}
      <PayoutTabs
        tab={search.tab}
        onChange={(tab) => controls.change(switchPayoutTab(tab))}
        payouts={
          <PayoutTable
            listQuery={introducerQueries.payouts(params)}
            search={search}
            controls={controls}
            onOpen={open}
            emptyHint={t('Request a payout to move your available commission to your bank account.')}
            actions={
              <>
                <ExportCsvButton
                  fileName="payouts"
                  label={t('Export payouts as CSV')}
                  columns={PAYOUT_CSV_COLUMNS}
                  fetchRows={() => fetchAllRows(fetchPayouts, params)}
                />
                <Button size="sm" disabled={available === undefined} onClick={() => setRequesting(true)}>
                  {t('Request payout')}
                </Button>
              </>
            }
          />
        }
        banks={banks(controls.table)}
      />
      {requestPayout({
        available: available ?? '0.00',
        open: requesting && available !== undefined,
        onClose: () => setRequesting(false),
        onAddBank: () => {
          setRequesting(false)
          controls.change(switchPayoutTab('banks'))
        },
        onRequested: (payout) => {
          setRequesting(false)
          // The payout left the available commission: the figures and the list both move.
          void queryClient.invalidateQueries({ queryKey: introducerKeys.all })
          controls.change({ ...switchPayoutTab('payouts'), payout: payout.id })
        },
      })}
      {drawer(search.payout, () => open(undefined))}
    </Stack>
  )
}
