// Renders the first queued shared dialog (error, network error or success) with Chakra's focus-trapped Dialog.
import { useEffect, useRef } from 'react'
import { Button, Dialog, List, Portal, Text } from '@chakra-ui/react'
import { closeDialog, connectApiDialogs, useCurrentDialog } from './dialog-store.ts'

export function DialogHost() {
  const dialog = useCurrentDialog()
  const confirmRef = useRef<HTMLButtonElement>(null)

  useEffect(() => connectApiDialogs(), [])

  if (!dialog) return null
  const isError = dialog.kind !== 'success'
  return (
    <Dialog.Root
      key={dialog.id}
      open
      role={isError ? 'alertdialog' : 'dialog'}
      placement="center"
      size="sm"
      initialFocusEl={() => confirmRef.current}
      // An error needs an answer (alertdialog): a click or focus outside must not dismiss it. That includes
      // the focus a closing confirmation dialog hands back to the page just as the error opens.
      closeOnInteractOutside={!isError}
      onOpenChange={(details) => {
        if (!details.open) closeDialog(dialog.id)
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={`${dialog.kind}-dialog`}>
            <Dialog.Header>
              <Dialog.Title color={isError ? 'fg.error' : 'fg.success'}>{dialog.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {dialog.description ? <Dialog.Description>{dialog.description}</Dialog.Description> : null}
              {dialog.breakdown.length > 0 ? (
                <List.Root mt="3" ps="5" gap="1" aria-label="Details">
                  {dialog.breakdown.map((item) => (
                    <List.Item key={item.field}>
                      <Text as="span" fontWeight="semibold">
                        {item.field}:
                      </Text>{' '}
                      {item.message}
                    </List.Item>
                  ))}
                </List.Root>
              ) : null}
              {dialog.code !== null ? (
                <Text mt="3" fontSize="sm" color="fg.muted">
                  Error code: {dialog.code}
                </Text>
              ) : null}
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={confirmRef} onClick={() => closeDialog(dialog.id)}>
                Confirm
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
