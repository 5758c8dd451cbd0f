// The way out of a record's form: back to the record while editing it, to the list while creating one.
import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import type { RecordPages } from './record-pages.ts'
import { t } from '@/i18n/i18n.ts'

/**
 * For FormActions' cancel: the record being edited (absent when a new one is being made), where its kind
 * lives, and the link's words back to an edited record (Cancel unless said).
 */
export function cancelLink(
  record: { id: string } | null | undefined,
  { page, list }: Pick<RecordPages, 'page' | 'list'>,
  backText = t('Cancel'),
): ReactNode {
  return record ? (
    <Link to={page} params={{ mode: 'view', id: record.id }}>
      {backText}
    </Link>
  ) : (
    <Link to={list}>{t('Cancel')}</Link>
  )
}
