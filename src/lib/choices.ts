// The choices of a select, for the console's and the public pages' alike: a value and what it reads.
export interface Choice {
  value: string
  label: string
}

/** Records as choices: their id, shown by their name or title. */
export const choicesOf = (
  records: readonly { id: string; name?: string | null; title?: string | null }[] | undefined,
): Choice[] =>
  (records ?? []).map((record) => ({ value: record.id, label: record.name ?? record.title ?? record.id }))
