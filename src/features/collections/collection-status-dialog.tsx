// Confirms starting or stopping a collection (SPEC §4: an update of record_status), then reports it.
import { useRef } from 'react'
import { useSetCollectionStatus } from '@/api/collections.ts'
import { ConfirmDialog } from '@/app/ui/confirm-dialog.tsx'
import { notify } from '@/app/ui/toaster.tsx'
import { RECORD_STATUS, type Collection } from '@/contract/collections.ts'
import { t } from '@/i18n/i18n.ts'

interface CollectionStatusDialogProps {
  collection: Collection | null
  onClose: () => void
  onDone?: (collection: Collection) => void
}

export function CollectionStatusDialog({ collection, onClose, onDone }: CollectionStatusDialogProps) {
  const setStatus = useSetCollectionStatus()
  // onDone reloads the list by navigating; done while the dialog animates out, that left it stuck on screen
  // (a merchant who chose "Keep as is" once, then stopped the collection). So it waits for the exit.
  const afterExit = useRef<(() => void) | null>(null)
  const stopping = collection?.record_status === RECORD_STATUS.active
  return (
    <ConfirmDialog
      open={collection !== null}
      title={stopping ? t('Stop this collection?') : t('Start this collection?')}
      description={
        stopping
          ? t('Payers can no longer pay “{title}” or its bills until you start it again.', {
              title: collection?.title ?? '',
            })
          : t('“{title}” will accept payments again.', { title: collection?.title ?? '' })
      }
      confirmLabel={stopping ? t('Stop collection') : t('Start collection')}
      cancelLabel={t('Keep as is')}
      destructive={stopping}
      loading={setStatus.isPending}
      onClose={onClose}
      onExitComplete={() => {
        afterExit.current?.()
        afterExit.current = null
      }}
      onConfirm={() => {
        if (!collection) return
        setStatus.mutate(
          { id: collection.id, active: !stopping },
          {
            onSuccess: (saved) => {
              notify(stopping ? t('Collection stopped') : t('Collection started'))
              if (onDone) afterExit.current = () => onDone(saved)
            },
            onSettled: onClose,
          },
        )
      }}
    />
  )
}
