// A form in a dialog: title, fields, Cancel and the submit button. The dialog cannot be closed while saving.
import type { FormEvent, ReactNode, Ref } from 'react'
import { Button, Dialog, Portal } from '@chakra-ui/react'
import { t } from '@/i18n/i18n.ts'

interface FormDialogProps {
  open: boolean
  title: string
  saveLabel: string
  saving?: boolean
  savingLabel?: string
  size?: 'sm' | 'md'
  onClose: () => void
  onSubmit: () => void
  formRef?: Ref<HTMLFormElement>
  children: ReactNode
}

export function FormDialog(props: FormDialogProps) {
  const { open, title, saveLabel, saving = false, onClose, children } = props
  const submit = (event: FormEvent) => {
    event.preventDefault()
    // React passes events through portals: a dialog opened from inside another form must not submit it.
    event.stopPropagation()
    props.onSubmit()
  }
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && !saving && onClose()}
      placement="center"
      size={props.size ?? 'md'}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form
              ref={props.formRef}
              onSubmit={submit}
              noValidate
              aria-label={title}
              style={{ display: 'contents' }}
            >
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{children}</Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={saving}>
                  {t('Cancel')}
                </Button>
                <Button type="submit" loading={saving} loadingText={props.savingLabel}>
                  {saveLabel}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
