// A plain bar chart of a key's usage, drawn like the dashboard's report chart (src/features/dashboard/
// report-chart.tsx): the bars are decoration, and the table beside them (ChartTable) is what assistive
// technology reads, so the figures are never only in the picture. "calls" stacks each bucket's errors (red)
// on its successful calls; "latency" draws the mean time taken.
import { t } from '@/i18n/i18n.ts'
import { Box, Flex, HStack, Text } from '@chakra-ui/react'
import { ChartTable } from '@/app/ui/chart-table.tsx'
import type { ApiKeyReport } from '@/contract/developers.ts'
import { barPercent, labelStep } from '@/lib/chart-scale.ts'
import { formatCount } from '@/lib/numbers.ts'
import { latency } from './usage-format.ts'

/** Few enough that each fits in the empty space beside it on a phone. */
const MAX_LABELS = 6

type Bucket = ApiKeyReport['series'][number]

function Legend({ metric }: { metric: 'calls' | 'latency' }) {
  const items: [string, string][] =
    metric === 'calls'
      ? [
          ['brand.solid', t('Successful calls')],
          ['red.solid', t('Errors')],
        ]
      : [['teal.solid', t('Mean time taken')]]
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
  const labelEvery = labelStep(series.length, MAX_LABELS)

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
                title={t('{period}: {calls} calls, {errors} errors', {
                  period: bucket.label,
                  calls: formatCount(bucket.calls),
                  errors: formatCount(bucket.errors),
                })}
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
                title={t('{period}: {mean} mean, {longest} longest', {
                  period: bucket.label,
                  mean: latency(bucket.avg_latency_ms),
                  longest: latency(bucket.max_latency_ms),
                })}
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
      <ChartTable
        caption={caption}
        headers={[t('Period'), t('Calls'), t('Errors'), t('Mean time'), t('Longest time')]}
        rows={series.map((bucket) => ({
          key: bucket.key,
          cells: [
            bucket.label,
            formatCount(bucket.calls),
            formatCount(bucket.errors),
            latency(bucket.avg_latency_ms),
            latency(bucket.max_latency_ms),
          ],
        }))}
      />
    </Box>
  )
}
