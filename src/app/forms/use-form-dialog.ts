// A form in a dialog that saves through a mutation (FormDialog, mounted while open): the house form, a save
// that closes the dialog once the server agrees, and the dialog's props (busy while saving). What the server
// refuses field by field shows under those fields.
import { useForm } from './use-form.ts'
import { t } from '@/i18n/i18n.ts'

interface Mutation<A, R> {
  isPending: boolean
  mutate: (args: A, options: { onSuccess: (result: R) => void; onError: (error: unknown) => void }) => void
}

interface FormDialogOptions {
  onClose: () => void
  /** The fields whose server messages the form shows. */
  fields?: readonly string[]
  /** The submit button's words while saving. */
  savingLabel?: string
}

export function useFormDialog<V extends object, A, R>(
  initial: V | (() => V),
  mutation: Mutation<A, R>,
  { onClose, fields = [], savingLabel = t('Saving') }: FormDialogOptions,
) {
  const form = useForm<V>(initial)
  /** Sends the mutation; once it succeeds, `done` (a toast, say) and the dialog closes. */
  const save = (args: A, done: (result: R) => void) =>
    mutation.mutate(args, {
      onSuccess: (result) => {
        done(result)
        onClose()
      },
      onError: (error) => form.showServerErrors(error, fields),
    })
  const dialog = { open: true, onClose, saving: mutation.isPending, savingLabel, formRef: form.formRef }
  return { form, save, dialog }
}
