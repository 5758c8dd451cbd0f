// The half the shipping dialogs share: check the form with the contract's schema (the browser says what the
// server would), save, then a toast and close; the server's own field errors land under their fields.
import { useState } from 'react'
import type * as v from 'valibot'
import { schemaErrors, serverFieldErrors } from '@/app/form-errors.ts'
import { notify } from '@/app/toaster.tsx'

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

export function useCheckedSave<I>(save: Save<I>, { schema, fields, id, noun, onClose }: CheckedSave) {
  const [errors, setErrors] = useState<Record<string, string>>({})
  const submit = (input: I) => {
    const found = schemaErrors(schema, input)
    if (Object.keys(found).length > 0) return setErrors(found)
    save.mutate(
      { id, input },
      {
        onSuccess: () => {
          notify(`${noun} ${id ? 'saved' : 'created'}`)
          onClose()
        },
        onError: (error) => setErrors(serverFieldErrors(error, fields)),
      },
    )
  }
  return { errors, submit }
}
