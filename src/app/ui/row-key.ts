// How a table tells its rows apart: by their id, unless the rows have none and the table is told how.

/** A table's rowKey prop: optional for rows with an id, required otherwise. */
export type RowKeyProp<T> = T extends { id: string }
  ? { rowKey?: (row: T) => string }
  : { rowKey: (row: T) => string }

const byId = (row: unknown) => (row as { id: string }).id

/** The rowKey a table was given, or the rows' id. */
export function rowKeyOf<T>(props: RowKeyProp<T>): (row: T) => string {
  return props.rowKey ?? byId
}
