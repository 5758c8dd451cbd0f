// Changing a whitelist entry's address or label in place, from the list, with the new page's check.
import { useUpdateWhitelistEntry } from '@/api/whitelist.ts'
import { FormDialog } from '@/app/ui/form-dialog.tsx'
import { notify } from '@/app/ui/toaster.tsx'
import { useForm } from '@/app/forms/use-form.ts'
import type { WhitelistEntry } from '@/contract/developers.ts'
import { WhitelistFields } from './whitelist-fields.tsx'
import {
  validateWhitelistEntry,
  WHITELIST_FIELDS,
  whitelistPayload,
  type WhitelistFormValues,
} from './whitelist-values.ts'

interface WhitelistEditDialogProps {
  entry: WhitelistEntry | null
  onClose: () => void
}

export function WhitelistEditDialog(props: WhitelistEditDialogProps) {
  // A fresh form for each entry opened.
  return props.entry ? <EditEntry key={props.entry.id} entry={props.entry} onClose={props.onClose} /> : null
}

function EditEntry({ entry, onClose }: { entry: WhitelistEntry; onClose: () => void }) {
  const update = useUpdateWhitelistEntry()
  const form = useForm<WhitelistFormValues>({ address: entry.address, label: entry.label ?? '' })

  const onSubmit = () => {
    if (!form.validate((locale) => validateWhitelistEntry(form.values, locale))) return
    update.mutate(
      { id: entry.id, change: whitelistPayload(form.values) },
      {
        onSuccess: (saved) => {
          notify('Whitelist entry saved', 'success', saved.address)
          onClose()
        },
        onError: (error) => form.showServerErrors(error, WHITELIST_FIELDS),
      },
    )
  }

  return (
    <FormDialog
      open
      title="Edit whitelist entry"
      saveLabel="Save entry"
      saving={update.isPending}
      savingLabel="Saving"
      onClose={onClose}
      onSubmit={onSubmit}
      formRef={form.formRef}
    >
      <WhitelistFields form={form} />
    </FormDialog>
  )
}
