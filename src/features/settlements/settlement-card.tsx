// A card of the settlement pages (settle now, the settlement settings): its title, what it is for, and
// what it holds.
import type { ReactNode } from 'react'
import { Card } from '@chakra-ui/react'

interface SettlementCardProps {
  /** The title's id, which names the section. */
  headingId: string
  title: string
  description: ReactNode
  children: ReactNode
}

export function SettlementCard({ headingId, title, description, children }: SettlementCardProps) {
  return (
    <Card.Root variant="outline" bg="bg" asChild>
      <section aria-labelledby={headingId}>
        <Card.Header>
          <Card.Title as="h2" id={headingId}>
            {title}
          </Card.Title>
          <Card.Description>{description}</Card.Description>
        </Card.Header>
        <Card.Body>{children}</Card.Body>
      </section>
    </Card.Root>
  )
}
