// Asks for one address (a link, a video), checks it, and hands back the cleaned value.
import { useState } from 'react'
import { Input } from '@chakra-ui/react'
import { FormDialog } from '@/app/ui/form-dialog.tsx'
import { FormField } from '@/app/ui/form-field.tsx'

interface UrlDialogProps {
  open: boolean
  title: string
  label: string
  placeholder: string
  helper?: string
  confirmLabel: string
  /** The value to insert, or an error message to show under the field. */
  check: (text: string) => { value: string } | { error: string }
  onDone: (value: string) => void
  onClose: () => void
}

export function UrlDialog(props: UrlDialogProps) {
  const [text, setText] = useState('')
  const [error, setError] = useState('')
  const close = () => {
    setText('')
    setError('')
    props.onClose()
  }
  const submit = () => {
    const result = props.check(text)
    if ('error' in result) return setError(result.error)
    props.onDone(result.value)
    close()
  }
  return (
    <FormDialog
      open={props.open}
      title={props.title}
      saveLabel={props.confirmLabel}
      size="sm"
      onClose={close}
      onSubmit={submit}
    >
      <FormField label={props.label} helper={props.helper} error={error}>
        <Input
          autoFocus
          value={text}
          placeholder={props.placeholder}
          onChange={(event) => {
            setText(event.target.value)
            setError('')
          }}
        />
      </FormField>
    </FormDialog>
  )
}
