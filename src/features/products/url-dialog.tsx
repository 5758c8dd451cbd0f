// Asks for one address (a link, a video), checks it, and hands back the cleaned value.
import { useState, type FormEvent } from 'react'
import { Button, Dialog, Field, Input, Portal } from '@chakra-ui/react'

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
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    // The editor sits inside the product form: this form must not submit that one.
    event.stopPropagation()
    const result = props.check(text)
    if ('error' in result) return setError(result.error)
    props.onDone(result.value)
    close()
  }
  return (
    <Dialog.Root
      open={props.open}
      placement="center"
      size="sm"
      onOpenChange={(details) => !details.open && close()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={onSubmit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{props.title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Field.Root invalid={Boolean(error)}>
                  <Field.Label>{props.label}</Field.Label>
                  <Input
                    autoFocus
                    value={text}
                    placeholder={props.placeholder}
                    onChange={(event) => {
                      setText(event.target.value)
                      setError('')
                    }}
                  />
                  {props.helper ? <Field.HelperText>{props.helper}</Field.HelperText> : null}
                  <Field.ErrorText>{error}</Field.ErrorText>
                </Field.Root>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={close}>
                  Cancel
                </Button>
                <Button type="submit">{props.confirmLabel}</Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
