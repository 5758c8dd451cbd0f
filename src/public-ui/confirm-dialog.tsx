// Asks before a destructive or hard-to-undo action on a public page (clear the cart), as the console's
// ConfirmDialog does (src/app/ui/confirm-dialog.tsx), on the browser's own modal <dialog>: it traps focus,
// makes the page behind it inert and closes on Escape. Focus starts on the way back, so an Enter pressed out
// of habit does no harm, and returns where it was when the dialog goes.
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { dialog } from 'styled-system/recipes'
import { Button } from './button.tsx'

/** The console's dialog (src/app/ui/confirm-dialog.tsx) takes the same props. */
export interface ConfirmDialogProps {
  open: boolean
  title: string
  description: ReactNode
  confirmLabel: string
  cancelLabel?: string
  /** Red confirm button, for actions that destroy or stop something. */
  destructive?: boolean
  /** The action is under way: neither button, nor Escape, does anything meanwhile. */
  loading?: boolean
  /** Nothing to confirm yet (its figures are still loading); unlike loading, the way back stays open. */
  confirmDisabled?: boolean
  onConfirm: () => void
  onClose: () => void
}

const styles = dialog({ size: 'sm', placement: 'center' })

// The <dialog> is only the modal frame (the top layer, centred by the browser); the recipe's content box
// inside it draws the panel.
const frame = css({
  p: '0',
  border: 'none',
  bg: 'transparent',
  color: 'inherit',
  overflow: 'visible',
  w: 'calc(100% - 2rem)',
  maxW: 'md',
  m: 'auto',
  // The backdrop is not an element of the page: a plain colour, Chakra's blackAlpha.500.
  '&::backdrop': { bg: 'rgba(0, 0, 0, 0.48)' },
})

/** Drawn only while open, so a closed dialog leaves nothing in the page. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return props.open ? <OpenConfirmDialog {...props} /> : null
}

function OpenConfirmDialog(props: ConfirmDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const cancelRef = useRef<HTMLButtonElement>(null)
  const titleId = useId()
  const descriptionId = useId()

  useLayoutEffect(() => {
    const element = dialogRef.current
    if (!element) return
    const before = document.activeElement
    element.showModal()
    cancelRef.current?.focus()
    return () => {
      element.close()
      if (before instanceof HTMLElement && before.isConnected) before.focus()
    }
  }, [])

  const close = () => {
    if (!props.loading) props.onClose()
  }

  return (
    <dialog
      ref={dialogRef}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      data-testid="confirm-dialog"
      className={frame}
      // Escape: the page's state decides whether the dialog closes, not the browser.
      onCancel={(event) => {
        event.preventDefault()
        close()
      }}
      // The browser may close it anyway (a second Escape with no click between): the page follows, or
      // opens it again while the action runs. Closing it on the way out of the page is no news.
      onClose={(event) => {
        const element = event.currentTarget
        if (!element.isConnected) return
        if (props.loading) element.showModal()
        else props.onClose()
      }}
    >
      <div className={cx(styles.content, css({ maxW: 'none', my: '0' }))} data-state="open">
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {props.title}
          </h2>
        </div>
        <div className={styles.body}>
          <div id={descriptionId} className={styles.description}>
            {props.description}
          </div>
        </div>
        <div className={styles.footer}>
          <Button ref={cancelRef} variant="outline" disabled={props.loading} onClick={close}>
            {props.cancelLabel ?? 'Keep'}
          </Button>
          <Button
            colorPalette={props.destructive ? 'red' : undefined}
            loading={props.loading}
            disabled={props.confirmDisabled}
            onClick={props.onConfirm}
          >
            {props.confirmLabel}
          </Button>
        </div>
      </div>
    </dialog>
  )
}
