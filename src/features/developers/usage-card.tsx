// A card of a key's usage charts: a skeleton while the figures load, an empty state when the period had no
// calls, else the charts. The key's page and its reports share it.
import { Card, EmptyState, Heading, Skeleton } from '@chakra-ui/react'
import type { ReactNode } from 'react'

export function UsageCard(props: {
  title: string
  headingAs: 'h2' | 'h3'
  /** The figures are not here yet. */
  loading: boolean
  /** Shown instead of the charts when the period had no calls. */
  empty: { title: string; description: string } | null
  children?: ReactNode
}) {
  return (
    <Card.Root variant="outline" bg="bg">
      <Card.Header>
        <Heading as={props.headingAs} size="sm">
          {props.title}
        </Heading>
      </Card.Header>
      <Card.Body>
        {props.loading ? (
          <Skeleton height="48" />
        ) : props.empty ? (
          <EmptyState.Root size="sm" borderWidth="1px" borderStyle="dashed" rounded="md">
            <EmptyState.Content>
              <EmptyState.Title>{props.empty.title}</EmptyState.Title>
              <EmptyState.Description>{props.empty.description}</EmptyState.Description>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          props.children
        )}
      </Card.Body>
    </Card.Root>
  )
}
