// The row of links to a merchant's published pages (terms, privacy, refund policy…) under a payment page or
// in a storefront's footer: small, muted and underlined, wrapping on a phone.
import type { ReactNode } from 'react'
import { HStack, type LinkProps } from '@chakra-ui/react'

/** How each link in the row reads. */
export const PAGE_LINK_STYLE = {
  fontSize: 'sm',
  color: 'fg.muted',
  textDecoration: 'underline',
  py: '1',
} satisfies LinkProps

export function PageLinksNav({
  label,
  testId,
  children,
}: {
  label: string
  testId: string
  children: ReactNode
}) {
  return (
    <HStack
      as="nav"
      aria-label={label}
      justify="center"
      columnGap="4"
      rowGap="1"
      wrap="wrap"
      mb="2"
      data-testid={testId}
    >
      {children}
    </HStack>
  )
}
