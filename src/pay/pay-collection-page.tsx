// An open payment form (/pay/collections/{uuid} and its aliases): the payer gives their details and, unless
// fixed, the amount; that creates their bill, whose payment page follows.
import type { ReactElement } from 'react'
import { Navigate, useParams } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { payQueries } from '@/api/pay.ts'
import type { PublicCollection } from '@/contract/payments.ts'
import { formatMyr } from '@/lib/money.ts'
import { Stack } from 'styled-system/jsx'
import { Card } from '@/public-ui/card.tsx'
import { Text } from '@/public-ui/text.tsx'
import { usePageTitle } from '@/app/shell/use-page-title.ts'
import { isNotFound, isUuid } from './pay-helpers.ts'
import { PayNotFound } from './pay-not-found-page.tsx'
import { PayShell } from './pay-shell.tsx'
import { useShowMerchant } from './merchant-header.tsx'
import { PaymentPageLinks } from './policy-links.tsx'
import { PayLoadError, PayLoading, PayNotice } from './pay-states.tsx'
import { PayerForm } from './payer-form.tsx'
import { SharePanel } from './share-panel.tsx'
import { SupportCard } from './support-card.tsx'
import { t } from '@/i18n/i18n.ts'
import { useT } from '@/i18n/use-t.ts'

/** /pay/collections/{uuid} and its /payment, /modern-payment and /alt-payment aliases. */
export function PayCollectionRoute(): ReactElement {
  // The router types the params of "any route" as unknown; these routes have a uuid.
  const { uuid = '' } = useParams({ strict: false, select: (params: unknown) => params as { uuid?: string } })
  return <PayCollectionPage uuid={uuid} />
}

export function PayCollectionPage({ uuid }: { uuid: string }) {
  return (
    <PayShell footer={isUuid(uuid) ? <PaymentPageLinks source={{ kind: 'collection', uuid }} /> : null}>
      {isUuid(uuid) ? <CollectionLoader uuid={uuid} /> : <PayNotFound type="collections" />}
    </PayShell>
  )
}

function collectionTitle(collection: PublicCollection): string {
  return collection.fixed_amount
    ? t('pay.page_title', { amount: formatMyr(collection.fixed_amount), merchant: collection.merchant_name })
    : t('collection.page_title', { merchant: collection.merchant_name })
}

function CollectionLoader({ uuid }: { uuid: string }) {
  const t = useT()
  const collection = useQuery(payQueries.collection(uuid))
  usePageTitle(collection.data ? collectionTitle(collection.data) : undefined)
  useShowMerchant(collection.data?.merchant)

  if (collection.isPending) return <PayLoading />
  if (collection.isError) {
    if (isNotFound(collection.error))
      return <Navigate to="/pay/$type/not-found" params={{ type: 'collections' }} replace />
    return <PayLoadError error={collection.error} onRetry={() => void collection.refetch()} />
  }
  const data = collection.data
  return (
    <>
      <Card.Root variant="elevated" bg="bg">
        <Card.Body gap="2">
          <Stack gap="0">
            <Text fontSize="sm" color="fg.muted">
              {t('pay.pay_to')}
            </Text>
            <Text as="h1" fontSize="xl" fontWeight="bold" data-testid="merchant-name">
              {data.merchant_name}
            </Text>
            <Text color="fg.muted">{data.title}</Text>
          </Stack>
          {data.fixed_amount ? (
            <Text fontSize="4xl" fontWeight="bold" lineHeight="1.1" data-testid="collection-amount">
              {formatMyr(data.fixed_amount)}
            </Text>
          ) : null}
          {data.description ? <Text>{data.description}</Text> : null}
        </Card.Body>
      </Card.Root>
      {data.kind !== 'payment_form' ? (
        <PayNotice title={t('collection.by_bill_title')} status="warning">
          {t('collection.by_bill_text')}
        </PayNotice>
      ) : data.channels.length === 0 ? (
        <PayNotice title={t('collection.unavailable_title')} status="warning">
          {t('pay.unavailable_text')}
        </PayNotice>
      ) : (
        <PayerForm collection={data} />
      )}
      {data.kind === 'payment_form' ? (
        <SharePanel
          share={data.pay_settings.share}
          vars={{
            merchant: data.merchant_name,
            title: data.title,
            amount: data.fixed_amount ? formatMyr(data.fixed_amount) : '',
            link: window.location.href,
          }}
        />
      ) : null}
      <SupportCard support={data.merchant.support} merchantName={data.merchant_name} />
    </>
  )
}
