// The links under a payment page to the merchant's published pages flagged for payment pages (terms, refund
// policy…). They open in a new tab, so a payer half-way through the payment form keeps it as it was.
import { useQuery } from '@tanstack/react-query'
import { pageLinkQueries, type PageSource } from '@/api/page-links.ts'
import { VisuallyHidden } from 'styled-system/jsx'
import { Link } from '@/public-ui/button.tsx'
import { pageLinkClass, PageLinksNav } from '@/public-ui/page-links-nav.tsx'
import { useT } from '@/i18n/use-t.ts'

export function PaymentPageLinks({ source }: { source: Exclude<PageSource, { kind: 'store' }> }) {
  const t = useT()
  const links = useQuery(pageLinkQueries.links(source))
  if (!links.data || links.data.data.length === 0) return null
  const { account_ref: account, data } = links.data
  return (
    <PageLinksNav label={t('policies.label')} testId="payment-page-links">
      {data.map((page) => (
        <Link
          key={page.slug}
          href={`/pay/pages/${encodeURIComponent(account)}/${encodeURIComponent(page.slug)}`}
          target="_blank"
          rel="noopener"
          className={pageLinkClass}
        >
          {page.title}
          <VisuallyHidden>{t('common.opens_new_tab')}</VisuallyHidden>
        </Link>
      ))}
    </PageLinksNav>
  )
}
