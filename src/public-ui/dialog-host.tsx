// The shared dialogs (SPEC §8: an error, a lost network, a success) on the public pages: the same queue as
// the console's (src/app/shell/dialog-store.ts), drawn in a native dialog instead of Chakra's.
import { useRef } from 'react'
import { closeDialog, useCurrentDialog } from '@/app/shell/dialog-store.ts'
import { Button } from './button.tsx'
import { DialogDescription, PublicDialog } from './dialog.tsx'
import { List } from './card.tsx'
import { Text } from './text.tsx'
import { useT } from '@/i18n/use-t.ts'

export function PublicDialogHost() {
  const t = useT()
  const dialog = useCurrentDialog()
  const confirmRef = useRef<HTMLButtonElement>(null)

  if (!dialog) return null
  const isError = dialog.kind !== 'success'
  return (
    <PublicDialog
      key={dialog.id}
      open
      role={isError ? 'alertdialog' : 'dialog'}
      initialFocus={confirmRef}
      onClose={() => closeDialog(dialog.id)}
      title={dialog.title}
      titleColor={isError ? 'fg.error' : 'fg.success'}
      testId={`${dialog.kind}-dialog`}
      footer={
        <Button ref={confirmRef} onClick={() => closeDialog(dialog.id)}>
          {t('common.confirm')}
        </Button>
      }
    >
      {dialog.description ? <DialogDescription>{dialog.description}</DialogDescription> : null}
      {dialog.breakdown.length > 0 ? (
        <List.Root mt="3" ps="5" gap="1" aria-label={t('common.details')}>
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
          {t('common.error_code', { code: dialog.code })}
        </Text>
      ) : null}
    </PublicDialog>
  )
}
