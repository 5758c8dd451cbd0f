// The public pages' select of choices (the console's is src/app/ui/form-controls.tsx): a native <select>
// drawn with Chakra's native-select recipe, taking its id, aria and disabled state from the field around it.
import type { ChangeEvent } from 'react'
import type { Choice } from '@/lib/choices.ts'
import { NativeSelect } from './field.tsx'

interface ChoiceSelectProps {
  name?: string
  value: string
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void
  choices: readonly Choice[]
  /** The first option, for no choice (value ''). */
  empty?: string
}

export function ChoiceSelect({ choices, empty, ...field }: ChoiceSelectProps) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field {...field}>
        {empty === undefined ? null : <option value="">{empty}</option>}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  )
}
