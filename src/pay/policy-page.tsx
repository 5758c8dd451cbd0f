// A merchant's published page as a payer opens it from a payment page (/pay/pages/{account}/{slug}): the
// payment pages' frame around the page. An unpublished or unknown page says so.
import { useQuery } from '@tanstack/react-query'
import { useParams } from '@tanstack/react-router'
import { ApiError } from '@/api/client.ts'
import { pageLinkQueries } from '@/api/page-links.ts'
import { PolicyArticle } from '@/public-ui/policy-article.tsx'
import { usePageTitle } from '@/app/shell/use-page-title.ts'
import { ResponseCode } from '@/contract/codes.ts'
import { PayShell } from './pay-shell.tsx'
import { PayLoadError, PayLoading, PayNotice } from './pay-states.tsx'
import { useT } from '@/i18n/use-t.ts'

export function PayPolicyRoute() {
  const { account = '', slug = '' } = useParams({
    strict: false,
    select: (params: unknown) => params as { account?: string; slug?: string },
  })
  return (
    <PayShell wide>
      <PayPolicy account={account} slug={slug} />
    </PayShell>
  )
}

function PayPolicy({ account, slug }: { account: string; slug: string }) {
  const t = useT()
  const page = useQuery(pageLinkQueries.accountPage(account, slug))
  usePageTitle(page.data ? `${page.data.title} · ${page.data.merchant_name}` : undefined)
  if (page.isPending) return <PayLoading label={t('policy.opening')} />
  if (page.isError) {
    if (page.error instanceof ApiError && page.error.code === ResponseCode.PUBLIC_NOT_FOUND)
      return (
        <PayNotice title={t('policy.unavailable_title')} level="h1">
          {t('policy.unavailable_text')}
        </PayNotice>
      )
    return <PayLoadError error={page.error} onRetry={() => void page.refetch()} />
  }
  return <PolicyArticle page={page.data} />
}
