// The dialog the shipping forms open in: a labelled form with Cancel and Save.
import type { FormEvent, ReactNode } from 'react'
import { Button, Dialog, Portal } from '@chakra-ui/react'

interface FormDialogProps {
  open: boolean
  title: string
  saveLabel: string
  saving: boolean
  onClose: () => void
  onSubmit: () => void
  children: ReactNode
}

export function FormDialog({ open, title, saveLabel, saving, onClose, onSubmit, children }: FormDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && !saving && onClose()}
      placement="center"
      size="md"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={submit} noValidate aria-label={title} style={{ display: 'contents' }}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{children}</Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={saving}>
                  Cancel
                </Button>
                <Button type="submit" loading={saving}>
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
