// The half the shipping dialogs share: the house form for a record (new when there is none), checked with the
// contract's schema on save (the browser says what the server would, in the form's language), then a toast
// and close; the server's own field errors land under their fields. Every record has the Active switch.
import type * as v from 'valibot'
import { notify } from '@/app/ui/toaster.tsx'
import { useForm } from '@/app/forms/use-form.ts'
import { t } from '@/i18n/i18n.ts'

type ShippingKind = 'profile' | 'zone' | 'rate'

/** The dialog's title, save button and toast for a kind of record, new or existing. */
function textsOf(kind: ShippingKind, existing: boolean) {
  switch (kind) {
    case 'profile':
      return existing
        ? { title: t('Edit shipping profile'), save: t('Save profile'), done: t('Shipping profile saved') }
        : { title: t('New shipping profile'), save: t('Save profile'), done: t('Shipping profile created') }
    case 'zone':
      return existing
        ? { title: t('Edit shipping zone'), save: t('Save zone'), done: t('Shipping zone saved') }
        : { title: t('New shipping zone'), save: t('Save zone'), done: t('Shipping zone created') }
    case 'rate':
      return existing
        ? { title: t('Edit shipping rate'), save: t('Save rate'), done: t('Shipping rate saved') }
        : { title: t('New shipping rate'), save: t('Save rate'), done: t('Shipping rate created') }
  }
}

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
   * e.g. "zone": titles "New shipping zone", the button "Save zone", the toast "Shipping zone
   * saved".
   */
  kind: ShippingKind
  open: boolean
  onClose: () => void
  /** The record's payload from the form's values (the Active switch is added to it here). */
  input: (values: V) => I
}

export function useCheckedSave<V extends object, I>(
  save: Save<I>,
  record: { id: string; record_status_id: number } | null,
  { schema, fields, kind, open, onClose, input }: CheckedSave<V, I>,
  initial: V,
) {
  const texts = textsOf(kind, record !== null)
  const form = useForm(() => ({ ...initial, active: (record?.record_status_id ?? 1) === 1 }))
  const submit = (input: I) => {
    const withStatus = { ...input, record_status_id: form.values.active ? 1 : 2 }
    if (!form.check(schema, withStatus)) return
    save.mutate(
      { id: record?.id, input: withStatus },
      {
        onSuccess: () => {
          notify(texts.done)
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
    title: texts.title,
    saveLabel: texts.save,
  }
  return { form, dialog }
}
