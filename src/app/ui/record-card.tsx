// A record's view page: its fields in a card, with what the page adds around them (a heading, the footer of
// actions).
import type { ReactNode } from 'react'
import { Button, Card, HStack, type ButtonProps, type CardRootProps } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { FieldList } from './data-table-cells.tsx'
import type { RecordPagePath } from './data-table-columns.tsx'
import type { RecordPages } from './record-pages.ts'
import { t } from '@/i18n/i18n.ts'

interface RecordCardProps extends CardRootProps {
  rows: [string, ReactNode][]
  labelWidth?: string
  /** Above the fields (a title, a logo). */
  header?: ReactNode
  /** Below the fields: the footer. */
  children?: ReactNode
}

export function RecordCard({ rows, labelWidth, header, children, ...card }: RecordCardProps) {
  return (
    <Card.Root variant="outline" bg="bg" {...card}>
      {header}
      <Card.Body>
        <FieldList rows={rows} labelWidth={labelWidth} />
      </Card.Body>
      {children}
    </Card.Root>
  )
}

/** A record card's row of actions. */
export function RecordFooter({ children }: { children: ReactNode }) {
  return (
    <Card.Footer>
      <HStack gap="3" wrap="wrap">
        {children}
      </HStack>
    </Card.Footer>
  )
}

/** The way to a record's edit page. */
export function EditLink({ page, id, ...button }: ButtonProps & { page: RecordPagePath; id: string }) {
  return (
    <Button asChild size="sm" {...button}>
      <Link to={page} params={{ mode: 'edit', id }}>
        {t('Edit')}
      </Link>
    </Button>
  )
}

/** The way back to a record's list, labelled "Back to customers". */
export function BackLink({ list, label }: { list: RecordPages['list']; label: string }) {
  return (
    <Button asChild size="sm" variant="ghost">
      <Link to={list}>{label}</Link>
    </Button>
  )
}
