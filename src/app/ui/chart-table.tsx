// The figures behind a chart as a table only assistive technology reads: the bars are decoration, so the
// figures are never only in the picture.
import { Table, VisuallyHidden } from '@chakra-ui/react'

interface ChartTableProps {
  caption: string
  headers: string[]
  /** One row a bar: its key and its cells, in the order of the headers. */
  rows: { key: string; cells: string[] }[]
}

export function ChartTable({ caption, headers, rows }: ChartTableProps) {
  return (
    <VisuallyHidden>
      <Table.Root>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            {headers.map((header) => (
              <Table.ColumnHeader key={header}>{header}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.key}>
              {row.cells.map((cell, index) => (
                <Table.Cell key={index}>{cell}</Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </VisuallyHidden>
  )
}
