// Rolling a key: asks first (and how long the old secret keeps working), then shows the new secret once.
import { t } from '@/i18n/i18n.ts'
import { useRef, useState } from 'react'
import { Button, Dialog, Stack } from '@chakra-ui/react'
import { useRollApiKey, withoutSecret } from '@/api/api-keys.ts'
import { AppDialog } from '@/app/ui/app-dialog.tsx'
import { ChoiceSelect } from '@/app/ui/form-controls.tsx'
import { FormField } from '@/app/ui/form-field.tsx'
import { ROLL_OVERLAP_HOURS_DEFAULT, type ApiKey, type ApiKeyWithSecret } from '@/contract/developers.ts'
import { KeySecretDialog } from './key-secret-dialog.tsx'

// In the reader's language, made when the dialog draws.
const overlaps = () => [
  { value: '0', label: t('Stop it at once') },
  { value: '1', label: t('{count, plural, one {# hour} other {# hours}}', { count: 1 }) },
  { value: '24', label: t('{count, plural, one {# hour} other {# hours}}', { count: 24 }) },
  { value: '72', label: t('{count, plural, one {# day} other {# days}}', { count: 3 }) },
  { value: '168', label: t('{count, plural, one {# day} other {# days}}', { count: 7 }) },
]

interface RollKeyDialogProps {
  /** The key to roll; null: no dialog. */
  apiKey: ApiKey | null
  onClose: () => void
  /** After the new secret has been shown: the new key. */
  onRolled?: (key: ApiKey) => void
}

export function RollKeyDialog({ apiKey, onClose, onRolled }: RollKeyDialogProps) {
  const roll = useRollApiKey()
  const cancelRef = useRef<HTMLButtonElement>(null)
  const [overlap, setOverlap] = useState(String(ROLL_OVERLAP_HOURS_DEFAULT))
  const [rolled, setRolled] = useState<ApiKeyWithSecret | null>(null)
  const [showing, setShowing] = useState(false)

  const confirm = () => {
    if (!apiKey) return
    roll.mutate(
      { id: apiKey.id, overlapHours: Number(overlap) },
      {
        onSuccess: (key) => {
          setRolled(key)
          setShowing(true)
        },
      },
    )
  }

  return (
    <>
      <AppDialog
        open={apiKey !== null && rolled === null}
        role="alertdialog"
        size="sm"
        initialFocusEl={() => cancelRef.current}
        onClose={() => {
          if (!roll.isPending) onClose()
        }}
        title={t('Roll this key?')}
        testId="roll-key-dialog"
        footer={
          <>
            <Button ref={cancelRef} variant="outline" disabled={roll.isPending} onClick={onClose}>
              {t('Keep')}
            </Button>
            <Button loading={roll.isPending} onClick={confirm}>
              {t('Roll key')}
            </Button>
          </>
        }
      >
        <Stack gap="4">
          <Dialog.Description>
            {t(
              'A new secret replaces “{name}”, with the same name, access and rate limit. Until your servers use it, the old secret keeps working for the time you choose; then it expires.',
              { name: apiKey?.name ?? '' },
            )}
          </Dialog.Description>
          <FormField label={t('The old secret keeps working for')}>
            <ChoiceSelect
              choices={overlaps()}
              value={overlap}
              onChange={(event) => setOverlap(event.target.value)}
            />
          </FormField>
        </Stack>
      </AppDialog>
      <KeySecretDialog
        created={rolled}
        open={showing}
        action="rolled"
        onClose={() => setShowing(false)}
        onExitComplete={() => {
          const key = rolled
          setRolled(null)
          roll.reset()
          onClose()
          if (key) onRolled?.(withoutSecret(key))
        }}
      />
    </>
  )
}
