// A plain bar chart of a key's usage, drawn like the dashboard's report chart (src/features/dashboard/
// report-chart.tsx): the bars are decoration, and the table beside them is what assistive technology reads,
// so the figures are never only in the picture. "calls" stacks each bucket's errors (red) on its successful
// calls; "latency" draws the mean time taken.
import { Box, Flex, HStack, Table, Text, VisuallyHidden } from '@chakra-ui/react'
import type { ApiKeyReport } from '@/contract/developers.ts'
import { count, latency } from './usage-format.ts'

/** Few enough that each fits in the empty space beside it on a phone. */
const MAX_LABELS = 6

type Bucket = ApiKeyReport['series'][number]

/** A non-zero figure always gets a visible sliver, so "small" never reads as "nothing". */
function barPercent(value: number, max: number): number {
  return value > 0 ? Math.max(2, (value / max) * 100) : 0
}

function Legend({ metric }: { metric: 'calls' | 'latency' }) {
  const items: [string, string][] =
    metric === 'calls'
      ? [
          ['brand.solid', 'Successful calls'],
          ['red.solid', 'Errors'],
        ]
      : [['teal.solid', 'Mean time taken']]
  return (
    <HStack gap="4" fontSize="xs" color="fg.muted" aria-hidden="true" mb="2">
      {items.map(([colour, label]) => (
        <HStack key={label} gap="1.5">
          <Box w="3" h="3" rounded="sm" bg={colour} />
          <Text>{label}</Text>
        </HStack>
      ))}
    </HStack>
  )
}

export function UsageChart({
  series,
  caption,
  metric = 'calls',
  height = '48',
}: {
  series: Bucket[]
  caption: string
  metric?: 'calls' | 'latency'
  height?: string
}) {
  const max = Math.max(
    1,
    ...series.map((bucket) => (metric === 'calls' ? bucket.calls : bucket.avg_latency_ms)),
  )
  const labelEvery = Math.ceil(series.length / MAX_LABELS)

  return (
    <Box as="figure" m="0">
      <Legend metric={metric} />
      <Flex align="flex-end" gap="1" h={height} aria-hidden="true" borderBottomWidth="1px" pt="2">
        {series.map((bucket) => (
          <Flex key={bucket.key} direction="column" justify="flex-end" flex="1" minW="1" h="full">
            {metric === 'calls' ? (
              <Flex
                direction="column"
                justify="flex-end"
                h={`${barPercent(bucket.calls, max)}%`}
                title={`${bucket.label}: ${count(bucket.calls)} calls, ${count(bucket.errors)} errors`}
                roundedTop="sm"
                overflow="hidden"
              >
                <Box flex="1" bg="brand.solid" />
                <Box h={`${bucket.calls > 0 ? (bucket.errors / bucket.calls) * 100 : 0}%`} bg="red.solid" />
              </Flex>
            ) : (
              <Box
                h={`${barPercent(bucket.avg_latency_ms, max)}%`}
                bg="teal.solid"
                roundedTop="sm"
                title={`${bucket.label}: ${latency(bucket.avg_latency_ms)} mean, ${latency(bucket.max_latency_ms)} longest`}
              />
            )}
          </Flex>
        ))}
      </Flex>
      <Flex gap="1" aria-hidden="true" mt="1">
        {series.map((bucket, index) => (
          <Text
            key={bucket.key}
            flex="1"
            minW="1"
            fontSize="2xs"
            color="fg.muted"
            textAlign="center"
            whiteSpace="nowrap"
          >
            {index % labelEvery === 0 ? bucket.label : ''}
          </Text>
        ))}
      </Flex>
      <VisuallyHidden>
        <Table.Root>
          <Table.Caption>{caption}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Period</Table.ColumnHeader>
              <Table.ColumnHeader>Calls</Table.ColumnHeader>
              <Table.ColumnHeader>Errors</Table.ColumnHeader>
              <Table.ColumnHeader>Mean time</Table.ColumnHeader>
              <Table.ColumnHeader>Longest time</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {series.map((bucket) => (
              <Table.Row key={bucket.key}>
                <Table.Cell>{bucket.label}</Table.Cell>
                <Table.Cell>{count(bucket.calls)}</Table.Cell>
                <Table.Cell>{count(bucket.errors)}</Table.Cell>
                <Table.Cell>{latency(bucket.avg_latency_ms)}</Table.Cell>
                <Table.Cell>{latency(bucket.max_latency_ms)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </VisuallyHidden>
    </Box>
  )
}
