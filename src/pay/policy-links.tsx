// The links under a payment page to the merchant's published pages flagged for payment pages (terms, refund
// policy…). They open in a new tab, so a payer half-way through the payment form keeps it as it was.
import { HStack, Link as ChakraLink, VisuallyHidden } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { pageLinkQueries, type PageSource } from '@/api/page-links.ts'

export function PaymentPageLinks({ source }: { source: Exclude<PageSource, { kind: 'store' }> }) {
  const links = useQuery(pageLinkQueries.links(source))
  if (!links.data || links.data.data.length === 0) return null
  const { account_ref: account, data } = links.data
  return (
    <HStack
      as="nav"
      aria-label="Merchant policies"
      justify="center"
      columnGap="4"
      rowGap="1"
      wrap="wrap"
      mb="2"
      data-testid="payment-page-links"
    >
      {data.map((page) => (
        <ChakraLink
          key={page.slug}
          href={`/pay/pages/${encodeURIComponent(account)}/${encodeURIComponent(page.slug)}`}
          target="_blank"
          rel="noopener"
          fontSize="sm"
          color="fg.muted"
          textDecoration="underline"
          py="1"
        >
          {page.title}
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </ChakraLink>
      ))}
    </HStack>
  )
}
