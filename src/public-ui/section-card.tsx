// A titled part of a public page as a card: the heading names the section for assistive technology, an
// optional line under it says what the section is for. The console has its Chakra one
// (src/app/ui/section-card.tsx).
import type { ReactNode } from 'react'
import { Card } from './card.tsx'
import { Heading, Text } from './text.tsx'

interface SectionCardProps {
  /** The heading's id, which names the section. */
  headingId: string
  title: string
  /** What the section is for; or, not in words alone, what stands under the heading. */
  description?: ReactNode
  children: ReactNode
}

export function SectionCard({ headingId, title, description, children }: SectionCardProps) {
  return (
    <Card.Root variant="outline" bg="bg" as="section" aria-labelledby={headingId}>
      <Card.Header>
        <Heading as="h2" size="md" id={headingId}>
          {title}
        </Heading>
        {typeof description === 'string' ? (
          <Text fontSize="sm" color="fg.muted">
            {description}
          </Text>
        ) : (
          description
        )}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  )
}
