// A dashboard's report as a card: its heading, the period it covers (read out when it changes), the period
// picker beside them, and the figures below; and what the card says when nothing happened in the period.
import type { ReactNode } from 'react'
import { Card, EmptyState, Flex, Heading, Stack, Text } from '@chakra-ui/react'
import { t } from '@/i18n/i18n.ts'

interface ReportCardProps {
  /** The heading's id, which names the section. */
  headingId: string
  title: string
  /** The period the report covers ("1 – 7 March 2026"); absent while it loads. */
  label: string | undefined
  controls: ReactNode
  children: ReactNode
}

export function ReportCard({ headingId, title, label, controls, children }: ReportCardProps) {
  return (
    <Card.Root variant="outline" bg="bg" as="section" aria-labelledby={headingId}>
      <Card.Header>
        <Flex gap="4" wrap="wrap" align="flex-end" justify="space-between">
          <Stack gap="0.5">
            <Heading as="h2" id={headingId} size="md">
              {title}
            </Heading>
            <Text fontSize="sm" color="fg.muted" aria-live="polite">
              {label ?? '\u00a0'}
            </Text>
          </Stack>
          {controls}
        </Flex>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  )
}

/** A period with no activity, instead of a chart of empty bars. */
export function QuietPeriod({ title }: { title: string }) {
  return (
    <EmptyState.Root size="sm" borderWidth="1px" borderStyle="dashed" rounded="md">
      <EmptyState.Content>
        <EmptyState.Title>{title}</EmptyState.Title>
        <EmptyState.Description>
          {t('Pick another period or date to see earlier activity.')}
        </EmptyState.Description>
      </EmptyState.Content>
    </EmptyState.Root>
  )
}
