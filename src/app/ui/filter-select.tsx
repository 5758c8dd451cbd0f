// A list filter: a small select whose first option ("All …") means no filter. The value is one of the
// options or undefined, so a list's search param takes it as it is. Its words show in the reader's language
// where the console's catalog has them.
import { NativeSelect } from '@chakra-ui/react'
import { known, type ConsoleText } from '@/i18n/i18n.ts'
import { statusWord } from './status-words.ts'

export type FilterOption<T extends string> = readonly [value: T, text: string]

export function FilterSelect<T extends string>({
  label,
  allLabel,
  value,
  options,
  onChange,
  minW = '40',
}: {
  /** The accessible name (the select has no visible label in a row of filters). */
  label: string
  allLabel: string
  value: T | undefined
  options: readonly FilterOption<T>[]
  onChange: (value: T | undefined) => void
  minW?: string
}) {
  return (
    <NativeSelect.Root size="sm" width="auto" minW={minW}>
      <NativeSelect.Field
        aria-label={known(label)}
        value={value ?? ''}
        onChange={(event) => onChange(options.find(([option]) => option === event.target.value)?.[0])}
      >
        <option value="">{known(allLabel)}</option>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {known(text)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  )
}

/** A filter's words and choices: its accessible name, its "All …" option and its options. */
export interface FilterSpec<T extends string> {
  label: string
  allLabel: string
  options: readonly FilterOption<T>[]
}

export const filterOf = <T extends string>(
  label: string,
  allLabel: string,
  options: readonly FilterOption<T>[],
): FilterSpec<T> => ({ label, allLabel, options })

// Lists make their filters as their modules load, before the catalog is: ids here, shown through `known`.
const STATUS_LABEL: ConsoleText = 'Status'
const ALL_STATUSES: ConsoleText = 'All statuses'

/** The status filter, worded the same in every list. */
export const statusFilter = <T extends string>(options: readonly FilterOption<T>[]) =>
  filterOf(STATUS_LABEL, ALL_STATUSES, options)

/** The status filter of a list whose records are in `statuses`, each worded as statusWord words it (one table
 *  for every badge and filter). Made while the list draws, so it reads in the current language. */
export const statusChoices = <T extends string>(statuses: readonly T[]) =>
  statusFilter(statuses.map((status) => [status, statusWord(status)] as const))
