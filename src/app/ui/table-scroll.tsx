// A table's sideways scroll on a narrow screen: a region the keyboard can reach and scroll with the arrow
// keys (WCAG 2.1.1; axe's scrollable-region-focusable), named as its table is.
import { Table, type TableScrollAreaProps } from '@chakra-ui/react'

export function TableScroll({
  name,
  nameFrom,
  ...props
}: TableScrollAreaProps & {
  /** The table's name, or the id of the heading that names it. */
  name?: string | undefined
  nameFrom?: string | undefined
}) {
  const named = name !== undefined || nameFrom !== undefined
  return (
    <Table.ScrollArea
      tabIndex={0}
      role={named ? 'region' : undefined}
      aria-label={name}
      aria-labelledby={nameFrom}
      focusVisibleRing="inside"
      // Screen-reader-only text in a cell is positioned absolutely: without this it is placed against the
      // page and widens it past the screen.
      position="relative"
      {...props}
    />
  )
}
