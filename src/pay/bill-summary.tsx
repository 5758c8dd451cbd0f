// Who is being paid, for what, and how much: the first thing a payer checks before paying.
import { css } from 'styled-system/css'
import { HStack, Stack } from 'styled-system/jsx'
import type { PublicBill } from '@/contract/payments.ts'
import { formatMyr } from '@/lib/money.ts'
import { Card } from '@/public-ui/card.tsx'
import { Badge, Text } from '@/public-ui/text.tsx'
import { useT } from '@/i18n/use-t.ts'
import { billStatusLabel } from './pay-words.ts'

// Classes, not palette names: the static CSS holds only the values a file writes out.
const gray = css({ colorPalette: 'gray' })
const green = css({ colorPalette: 'green' })
const orange = css({ colorPalette: 'orange' })
const STATUS_PALETTE: Record<string, string> = {
  paid: green,
  expired: orange,
  cancelled: css({ colorPalette: 'red' }),
  voided: orange,
  partially_refunded: green,
  refunded: green,
}

export function BillSummary({ bill }: { bill: PublicBill }) {
  const t = useT()
  return (
    <Card.Root variant="elevated" bg="bg">
      <Card.Body gap="3">
        <Stack gap="0">
          <Text fontSize="sm" color="fg.muted">
            {t('pay.pay_to')}
          </Text>
          <Text as="h1" fontSize="xl" fontWeight="bold" data-testid="merchant-name">
            {bill.merchant_name}
          </Text>
          <Text color="fg.muted">{bill.collection_title}</Text>
        </Stack>
        <Text fontSize="4xl" fontWeight="bold" lineHeight="1.1" data-testid="bill-amount">
          {formatMyr(bill.amount)}
        </Text>
        {bill.description ? <Text>{bill.description}</Text> : null}
        <HStack justify="space-between" fontSize="sm" color="fg.muted" flexWrap="wrap">
          <Text>{t('pay.invoice_no', { invoice: bill.invoice_no })}</Text>
          {bill.status !== 'pending' ? (
            <Badge className={STATUS_PALETTE[bill.status] ?? gray}>{billStatusLabel(bill.status)}</Badge>
          ) : bill.due_date ? (
            <Text>{t('pay.due', { date: bill.due_date })}</Text>
          ) : null}
        </HStack>
      </Card.Body>
    </Card.Root>
  )
}
