// The storefront footer's links to the merchant's published pages (terms, privacy, refund policy…), and where
// each flavour keeps a page: /store/{id}/pages/{slug}, /storefront/mobile/{storeID}/pages/{slug},
// /storefront/web/{storeID}/pages/{slug}. The list is cached by the service worker with the catalogue.
import { HStack, Link as ChakraLink } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Link, linkOptions } from '@tanstack/react-router'
import { pageLinkQueries } from '@/api/page-links.ts'
import type { StoreFlavour } from './store-links.ts'

export function storePageLink(flavour: StoreFlavour, storeKey: string, slug: string) {
  if (flavour === 'store')
    return linkOptions({ to: '/store/$id/pages/$slug', params: { id: storeKey, slug } })
  if (flavour === 'mobile')
    return linkOptions({ to: '/storefront/mobile/$storeID/pages/$slug', params: { storeID: storeKey, slug } })
  return linkOptions({ to: '/storefront/web/$storeID/pages/$slug', params: { storeID: storeKey, slug } })
}

export function StorePageLinks({
  flavour,
  storeKey,
  storeId,
}: {
  flavour: StoreFlavour
  storeKey: string
  storeId: string
}) {
  const links = useQuery(pageLinkQueries.links({ kind: 'store', storeKey: storeId }))
  const data = links.data?.data ?? []
  if (data.length === 0) return null
  return (
    <HStack
      as="nav"
      aria-label="Store policies"
      justify="center"
      gap="1"
      columnGap="4"
      wrap="wrap"
      mb="2"
      data-testid="store-page-links"
    >
      {data.map((page) => (
        <ChakraLink key={page.slug} asChild fontSize="sm" color="fg.muted" textDecoration="underline" py="1">
          <Link {...storePageLink(flavour, storeKey, page.slug)}>{page.title}</Link>
        </ChakraLink>
      ))}
    </HStack>
  )
}
