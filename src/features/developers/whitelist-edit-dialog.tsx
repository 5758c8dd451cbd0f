// Changing a whitelist entry's address or label in place, from the list, with the new page's check.
import { t } from '@/i18n/i18n.ts'
import { useUpdateWhitelistEntry } from '@/api/whitelist.ts'
import { FormDialog } from '@/app/ui/form-dialog.tsx'
import { notify } from '@/app/ui/toaster.tsx'
import { useFormDialog } from '@/app/forms/use-form-dialog.ts'
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
  const initial: WhitelistFormValues = { address: entry.address, label: entry.label ?? '' }
  const { form, save, dialog } = useFormDialog(initial, update, { onClose, fields: WHITELIST_FIELDS })

  const onSubmit = () => {
    if (!form.validate((locale) => validateWhitelistEntry(form.values, locale))) return
    save({ id: entry.id, change: whitelistPayload(form.values) }, (saved) =>
      notify(t('Whitelist entry saved'), 'success', saved.address),
    )
  }

  return (
    <FormDialog {...dialog} title={t('Edit whitelist entry')} saveLabel={t('Save entry')} onSubmit={onSubmit}>
      <WhitelistFields form={form} />
    </FormDialog>
  )
}
