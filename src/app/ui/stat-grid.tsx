// Figures on cards (a balance, a period's totals, a key's usage): label, value (with a test id for end-to-end
// tests) and an optional hint, side by side in a grid; each shows a skeleton until its data is there.
import {
  Card,
  SimpleGrid,
  Skeleton,
  Stat,
  type SimpleGridProps,
  type StatHelpTextProps,
  type StatValueTextProps,
} from '@chakra-ui/react'

export interface StatFigure {
  label: string
  value: string | undefined
  help?: string | undefined
  testId?: string | undefined
}

/** How a grid's figures are drawn: the value's size, the skeleton's while loading, where the hint shows. */
export interface StatLook {
  fontSize?: StatValueTextProps['fontSize']
  skeleton?: { height: string; width: string }
  helpHideBelow?: 'sm'
}

const DEFAULT_SKELETON = { height: '8', width: '32' }

/**
 * A figure's hint. Stat.Root is a <dl> and its label and value a <dt> and <dd>: the hint is one more <dd>
 * (Chakra draws it as a <span>, which a list of definitions cannot hold).
 */
export function StatHelp(props: StatHelpTextProps) {
  return <Stat.HelpText as="dd" {...props} />
}

export function StatCard({
  label,
  value,
  help,
  testId,
  loading = false,
  fontSize = '2xl',
  skeleton = DEFAULT_SKELETON,
  helpHideBelow,
}: StatFigure & StatLook & { loading?: boolean }) {
  return (
    <Card.Root size="sm" variant="outline" bg="bg">
      <Card.Body>
        <Stat.Root>
          {/* Each run isolated: "59 transactions" keeps its order in the right-to-left layout. */}
          <Stat.Label>
            <bdi>{label}</bdi>
          </Stat.Label>
          {loading ? (
            <Skeleton as="dd" height={skeleton.height} width={skeleton.width} mt="1" />
          ) : (
            <Stat.ValueText data-testid={testId} fontSize={fontSize}>
              <bdi>{value ?? '—'}</bdi>
            </Stat.ValueText>
          )}
          {help ? (
            <StatHelp hideBelow={helpHideBelow}>
              <bdi>{help}</bdi>
            </StatHelp>
          ) : null}
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  )
}

/** Figures side by side (four to a row on a wide screen unless told); all show skeletons until their data
 *  is there. */
export function StatGrid({
  stats,
  loading,
  look,
  ...grid
}: { stats: StatFigure[]; loading: boolean; look?: StatLook } & SimpleGridProps) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4" {...grid}>
      {stats.map((stat) => (
        <StatCard key={stat.label} {...stat} {...look} loading={loading} />
      ))}
    </SimpleGrid>
  )
}
