// The row of links to a merchant's published pages (terms, privacy, refund policy…) under a payment page or
// in a storefront's footer: small, muted and underlined, wrapping on a phone.
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { HStack } from 'styled-system/jsx'

/** How each link in the row reads. */
export const pageLinkClass = css({ fontSize: 'sm', color: 'fg.muted', textDecoration: 'underline', py: '1' })

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
      flexWrap="wrap"
      mb="2"
      data-testid={testId}
    >
      {children}
    </HStack>
  )
}
