// Renders the first queued shared dialog (error, network error or success) with Chakra's focus-trapped
// Dialog.
import { useRef } from 'react'
import { Button, Dialog, List, Text } from '@chakra-ui/react'
import { t } from '@/i18n/i18n.ts'
import { AppDialog } from '../ui/app-dialog.tsx'
import { closeDialog, useCurrentDialog } from './dialog-store.ts'

export function DialogHost() {
  const dialog = useCurrentDialog()
  const confirmRef = useRef<HTMLButtonElement>(null)

  if (!dialog) return null
  const isError = dialog.kind !== 'success'
  // SPEC §8's titles, read in the console's language like the rest of the dialog.
  const title = dialog.kind === 'error' ? t('Error') : dialog.kind === 'success' ? t('Success') : dialog.title
  return (
    <AppDialog
      key={dialog.id}
      open
      role={isError ? 'alertdialog' : 'dialog'}
      size="sm"
      initialFocusEl={() => confirmRef.current}
      // An error needs an answer (alertdialog): a click or focus outside must not dismiss it. That includes
      // the focus a closing confirmation dialog hands back to the page just as the error opens.
      closeOnInteractOutside={!isError}
      onClose={() => closeDialog(dialog.id)}
      title={title}
      titleColor={isError ? 'fg.error' : 'fg.success'}
      testId={`${dialog.kind}-dialog`}
      footer={
        <Button ref={confirmRef} onClick={() => closeDialog(dialog.id)}>
          {t('Confirm')}
        </Button>
      }
    >
      {dialog.description ? <Dialog.Description>{dialog.description}</Dialog.Description> : null}
      {dialog.breakdown.length > 0 ? (
        <List.Root mt="3" ps="5" gap="1" aria-label={t('Details')}>
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
      {dialog.advice ? (
        <Text mt="3" data-testid="dialog-advice">
          {t(dialog.advice)}
        </Text>
      ) : null}
      {dialog.code !== null ? (
        <Text mt="3" fontSize="sm" color="fg.muted">
          {t('Error code: {code}', { code: dialog.code })}
        </Text>
      ) : null}
    </AppDialog>
  )
}
