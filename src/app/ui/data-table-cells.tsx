// Cell content the console's tables and record pages share: amounts, dates and status badges, shown the
// same way everywhere. A malformed value shows as a dash instead of breaking the row.
import type { ReactNode } from 'react'
import { Badge, Box, Text, type BadgeProps, type TextProps } from '@chakra-ui/react'
import { MALAYSIA_TIME_ZONE } from '@/lib/dates.ts'
import { formatMyr } from '@/lib/money.ts'
import { dateFormat } from '@/i18n/date-format.ts'
import { useLanguage } from '@/i18n/use-t.ts'
import { isolateInRtl } from './layout-prefs.ts'
import { statusWord } from './status-words.ts'

/** "RM 1,234.50"; a dash for no amount. */
export function money(amount: string | number | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return '—'
  try {
    return formatMyr(amount)
  } catch {
    return '—'
  }
}

const DATE_TIME: Intl.DateTimeFormatOptions = {
  timeZone: MALAYSIA_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
}
const DAY: Intl.DateTimeFormatOptions = { timeZone: 'UTC', dateStyle: 'medium' }

/** An instant in Malaysian time, as the server counts days. */
export function dateTime(value: string | null | undefined): string {
  if (!value) return '—'
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? value : isolateInRtl(dateFormat(DATE_TIME).format(date))
}

/** A calendar day (yyyy-MM-dd, a due date): no time zone shift. */
export function day(value: string | null | undefined): string {
  if (!value) return '—'
  // A date-only ISO string is read as UTC midnight.
  const date = new Date(value.slice(0, 10))
  return Number.isNaN(date.getTime()) ? value : isolateInRtl(dateFormat(DAY).format(date))
}

const STATUS_COLOURS: Record<string, string> = {
  active: 'green',
  paid: 'green',
  success: 'green',
  pending: 'orange',
  inactive: 'gray',
  expired: 'gray',
  cancelled: 'red',
  failed: 'red',
  refunded: 'purple',
}

/** A status in the words of the one status table (status-words.ts), as its filter words it. */
export function StatusBadge({ status, ...props }: BadgeProps & { status: string }) {
  // Read in render: the words follow a language switch.
  useLanguage()
  return (
    <Badge colorPalette={STATUS_COLOURS[status.toLowerCase()] ?? 'gray'} {...props}>
      {statusWord(status)}
    </Badge>
  )
}

/** A number or reference as it is typed (an invoice, a record, an account): monospaced and small, and never
 *  "translated" by the browser. */
export function Mono({ children, ...props }: TextProps) {
  // A plain span carries translate="no": on Chakra's components `translate` is the CSS property.
  return (
    <Text fontFamily="mono" fontSize="xs" {...props}>
      <span translate="no">{children}</span>
    </Text>
  )
}

/** A muted line under a cell's value: who paid, by which channel, when. */
export function Detail(props: TextProps) {
  return <Text fontSize="xs" color="fg.muted" {...props} />
}

/** A record's fields as a description list: label beside value from sm up, stacked on phones. */
export function FieldList({
  rows,
  labelWidth = '8rem',
}: {
  rows: [string, ReactNode][]
  labelWidth?: string
}) {
  return (
    <Box
      as="dl"
      display="grid"
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS grid template
      gridTemplateColumns={{ base: '1fr', sm: `minmax(${labelWidth}, max-content) 1fr` }}
      columnGap="6"
      rowGap={{ base: '1', sm: '3' }}
      fontSize="sm"
    >
      {rows.map(([label, value]) => (
        <Box key={label} display="contents">
          <Box as="dt" color="fg.muted" mt={{ base: '2', sm: '0' }}>
            {label}
          </Box>
          <Box as="dd" wordBreak="break-word" whiteSpace="pre-wrap">
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  )
}
