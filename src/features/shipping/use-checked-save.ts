// The half the shipping dialogs share: the house form, checked with the contract's schema on save (the browser
// says what the server would, in the form's language), then a toast and close; the server's own field errors
// land under their fields.
import type * as v from 'valibot'
import { notify } from '@/app/toaster.tsx'
import { useForm } from '@/app/use-form.ts'

interface Save<I> {
  mutate: (
    variables: { id?: string | undefined; input: I },
    options: { onSuccess: () => void; onError: (error: unknown) => void },
  ) => void
}

interface CheckedSave {
  schema: v.GenericSchema
  fields: readonly string[]
  /** The record being changed; undefined creates one. */
  id: string | undefined
  /** e.g. "Shipping zone": the toast says "Shipping zone saved" or "… created". */
  noun: string
  onClose: () => void
}

export function useCheckedSave<V extends object, I>(
  initial: V | (() => V),
  save: Save<I>,
  { schema, fields, id, noun, onClose }: CheckedSave,
) {
  const form = useForm(initial)
  const submit = (input: I) => {
    if (!form.check(schema, input)) return
    save.mutate(
      { id, input },
      {
        onSuccess: () => {
          notify(`${noun} ${id ? 'saved' : 'created'}`)
          onClose()
        },
        onError: (error) => form.showServerErrors(error, fields),
      },
    )
  }
  return { form, submit }
}
