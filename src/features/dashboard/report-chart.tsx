// A plain bar chart of a report's series. The bars are decoration; the table beside them is what assistive
// technology reads, so the figures are never only in the picture.
import { Box, Flex, Table, Text, VisuallyHidden } from '@chakra-ui/react'
import type { DashboardReport } from '@/contract/dashboard.ts'
import { count, money, sen } from './format.ts'

const MAX_LABELS = 12

/** A non-zero amount always gets a visible sliver, so "small" never reads as "nothing". */
function barPercent(value: number, max: number): number {
  return value > 0 ? Math.max(2, (value / max) * 100) : 0
}

export function ReportChart({ series, caption }: { series: DashboardReport['series']; caption: string }) {
  const values = series.map((point) => sen(point.amount))
  const max = Math.max(1, ...values)
  const labelEvery = Math.ceil(series.length / MAX_LABELS)

  return (
    <Box as="figure" m="0">
      <Flex align="flex-end" gap="1" h="48" aria-hidden="true" borderBottomWidth="1px" pt="2">
        {series.map((point, index) => (
          <Flex
            key={`${index}-${point.label}`}
            direction="column"
            justify="flex-end"
            flex="1"
            minW="1"
            h="full"
          >
            <Box
              h={`${barPercent(values[index] ?? 0, max)}%`}
              bg="brand.solid"
              roundedTop="sm"
              title={`${point.label}: ${money(point.amount)} (${count(point.count)} transactions)`}
              _hover={{ bg: 'brand.emphasized' }}
            />
          </Flex>
        ))}
      </Flex>
      <Flex gap="1" aria-hidden="true" mt="1">
        {series.map((point, index) => (
          <Text
            key={`${index}-${point.label}`}
            flex="1"
            minW="1"
            fontSize="2xs"
            color="fg.muted"
            textAlign="center"
            truncate
          >
            {index % labelEvery === 0 ? point.label : ''}
          </Text>
        ))}
      </Flex>
      <VisuallyHidden>
        <Table.Root>
          <Table.Caption>{caption}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Period</Table.ColumnHeader>
              <Table.ColumnHeader>Amount</Table.ColumnHeader>
              <Table.ColumnHeader>Transactions</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {series.map((point, index) => (
              <Table.Row key={`${index}-${point.label}`}>
                <Table.Cell>{point.label}</Table.Cell>
                <Table.Cell>{money(point.amount)}</Table.Cell>
                <Table.Cell>{count(point.count)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </VisuallyHidden>
    </Box>
  )
}
