// The half the shipping dialogs share: the house form for a record (new when there is none), checked with the
// contract's schema on save (the browser says what the server would, in the form's language), then a toast
// and close; the server's own field errors land under their fields. Every record has the Active switch.
import type * as v from 'valibot'
import { notify } from '@/app/ui/toaster.tsx'
import { useForm } from '@/app/forms/use-form.ts'

interface Save<I> {
  isPending: boolean
  mutate: (
    variables: { id?: string | undefined; input: I },
    options: { onSuccess: () => void; onError: (error: unknown) => void },
  ) => void
}

interface CheckedSave<V, I> {
  schema: v.GenericSchema
  fields: readonly string[]
  /**
   * e.g. "shipping zone": titles "New shipping zone", the button "Save zone", the toast "Shipping zone
   * saved".
   */
  noun: string
  open: boolean
  onClose: () => void
  /** The record's payload from the form's values (the Active switch is added to it here). */
  input: (values: V) => I
}

export function useCheckedSave<V extends object, I>(
  save: Save<I>,
  record: { id: string; record_status_id: number } | null,
  { schema, fields, noun, open, onClose, input }: CheckedSave<V, I>,
  initial: V,
) {
  const form = useForm(() => ({ ...initial, active: (record?.record_status_id ?? 1) === 1 }))
  const submit = (input: I) => {
    const withStatus = { ...input, record_status_id: form.values.active ? 1 : 2 }
    if (!form.check(schema, withStatus)) return
    save.mutate(
      { id: record?.id, input: withStatus },
      {
        onSuccess: () => {
          notify(`${noun.charAt(0).toUpperCase()}${noun.slice(1)} ${record ? 'saved' : 'created'}`)
          onClose()
        },
        onError: (error) => form.showServerErrors(error, fields),
      },
    )
  }
  /** What the dialog needs besides its fields. */
  const dialog = {
    open,
    onSubmit: () => submit(input(form.values)),
    onClose,
    saving: save.isPending,
    formRef: form.formRef,
    title: `${record ? 'Edit' : 'New'} ${noun}`,
    saveLabel: `Save ${noun.split(' ').at(-1)}`,
  }
  return { form, dialog }
}
