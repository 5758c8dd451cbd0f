// The bills of one collection (on /collections/view/{id}): status filter, search, and the selected pending
// bills' payment links sent by email or SMS.
import { useMemo, useState } from 'react'
import { Button } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { billQueries, useSendBillLinks, type MessageChannel } from '@/api/bills.ts'
import { DataTable } from '@/app/ui/data-table.tsx'
import { notify } from '@/app/ui/toaster.tsx'
import { useListSearch } from '@/app/ui/use-list-search.ts'
import { SectionCard } from '@/app/ui/section-card.tsx'
import { RECORD_STATUS, type Collection } from '@/contract/collections.ts'
import { billColumns } from './bill-columns.tsx'
import { billListParams } from './bill-search.ts'
import { BillStatusFilter } from './bill-status-filter.tsx'
import { sendLinksSummary } from './send-links.ts'
import { t } from '@/i18n/i18n.ts'

const CHANNELS: MessageChannel[] = ['email', 'sms']
const route = getRouteApi('/_console/collections/$mode/$id/')

export function CollectionBills({ collection }: { collection: Collection }) {
  // Paging the bills should not jump to the top of the page.
  const search = route.useSearch()
  const { table, bind } = useListSearch(search, route.useNavigate(), { resetScroll: false })
  const query = useQuery(billQueries.list({ ...billListParams(search), collection_id: collection.id }))
  const send = useSendBillLinks()
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const [sending, setSending] = useState<MessageChannel | null>(null)
  // Only a pending bill has a link worth sending.
  const pending = useMemo(
    () =>
      new Set((query.data?.data ?? []).filter((bill) => bill.status === 'pending').map((bill) => bill.id)),
    [query.data],
  )
  const chosen = [...selected].filter((id) => pending.has(id))

  const sendLinks = (channel: MessageChannel) => {
    setSending(channel)
    send.mutate(
      { channel, billIds: chosen },
      {
        onSuccess: (result) => {
          notify(
            channel === 'email' ? t('Payment links emailed') : t('Payment links sent by SMS'),
            'success',
            sendLinksSummary(result),
          )
          setSelected(new Set())
        },
        onSettled: () => setSending(null),
      },
    )
  }

  const canAdd = collection.kind === 'bill' && collection.record_status === RECORD_STATUS.active
  const createButton = canAdd ? (
    <Button asChild size="sm">
      <Link to="/collections/$mode/$id/bills/create" params={{ mode: 'view', id: collection.id }}>
        {t('Create bill')}
      </Link>
    </Button>
  ) : undefined

  return (
    <SectionCard headingId="collection-bills-heading" title={t('Bills')}>
      <DataTable
        label={t('Bills of this collection')}
        columns={billColumns('collection')}
        query={query}
        rowLabel={(bill) => bill.invoice_no}
        {...table}
        searchLabel={t('Search invoice, payer or email')}
        filtered={search.status !== undefined}
        filters={<BillStatusFilter {...bind('status')} />}
        selection={{ selected, onChange: setSelected, isSelectable: (id) => pending.has(id) }}
        actions={CHANNELS.map((channel) => (
          <Button
            key={channel}
            size="sm"
            variant="outline"
            disabled={chosen.length === 0 || send.isPending}
            loading={sending === channel}
            onClick={() => sendLinks(channel)}
          >
            {channel === 'email' ? t('Email payment links') : t('SMS payment links')}
            {chosen.length > 0 ? ` (${chosen.length})` : ''}
          </Button>
        ))}
        create={createButton}
        empty={{
          title: t('No bills yet'),
          description:
            collection.kind === 'bill'
              ? t('Create bills one by one or upload a spreadsheet of them below.')
              : t('Bills appear here as payers use the payment form.'),
        }}
      />
    </SectionCard>
  )
}
