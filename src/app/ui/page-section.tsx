// A titled part of a page without a card of its own (a list under its heading): the heading names the section
// for assistive technology.
import type { ReactNode } from 'react'
import { Heading, Stack } from '@chakra-ui/react'

interface PageSectionProps {
  /** The heading's id, which names the section. */
  headingId: string
  title: ReactNode
  /** A section inside another one (a drawer's part) takes the smaller, lower heading. */
  nested?: boolean
  children: ReactNode
}

export function PageSection({ headingId, title, nested = false, children }: PageSectionProps) {
  return (
    <Stack gap="3" as="section" aria-labelledby={headingId}>
      <Heading as={nested ? 'h3' : 'h2'} size={nested ? 'sm' : 'md'} id={headingId}>
        {title}
      </Heading>
      {children}
    </Stack>
  )
}
