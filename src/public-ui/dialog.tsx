// The public pages' dialogs: a native <dialog> opened with showModal(), so the browser gives it what a modal
// needs (the page behind made inert, focus kept inside, Escape to cancel, the top layer above everything)
// with no script of ours. Chakra's dialog recipe draws it: the element itself is the positioner, its
// backdrop the ::backdrop.
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react'
import { css, cx } from 'styled-system/css'
import { dialog } from 'styled-system/recipes'

interface PublicDialogProps {
  open: boolean
  /** Escape, or the caller's own buttons; not called while `closable` is false. */
  onClose: () => void
  title: ReactNode
  titleColor?: 'fg.error' | 'fg.success' | undefined
  role?: 'dialog' | 'alertdialog'
  /** The element focused on opening (the safe choice of an alert dialog); the first control otherwise. */
  initialFocus?: RefObject<HTMLElement | null>
  /** False while an action runs: Escape then does nothing. */
  closable?: boolean
  footer?: ReactNode
  testId?: string
  /** The id of the text that describes the dialog (a DialogDescription's), read after its title. */
  describedBy?: string
  children: ReactNode
}

const TITLE_COLORS = { 'fg.error': css({ color: 'fg.error' }), 'fg.success': css({ color: 'fg.success' }) }

const frame = css({
  position: 'fixed',
  inset: '0',
  margin: 'auto',
  padding: '4',
  maxWidth: '100vw',
  maxHeight: '100dvh',
  bg: 'transparent',
  border: 'none',
  overflow: 'visible',
  '&::backdrop': { bg: 'blackAlpha.500' },
})

export function PublicDialog({
  open,
  onClose,
  title,
  titleColor,
  role = 'dialog',
  initialFocus,
  closable = true,
  footer,
  testId,
  describedBy,
  children,
}: PublicDialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const styles = dialog({ size: 'sm', placement: 'center' })

  useEffect(() => {
    const element = ref.current
    if (!element) return
    if (open && !element.open) {
      element.showModal()
      initialFocus?.current?.focus()
    } else if (!open && element.open) element.close()
  }, [open, initialFocus])

  return (
    <dialog
      ref={ref}
      role={role}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      className={frame}
      onCancel={(event) => {
        // Escape: the dialog closes only through its state, and not while its action runs.
        event.preventDefault()
        if (closable) onClose()
      }}
    >
      {open ? (
        <div className={cx(styles.content, css({ mx: 'auto', my: '0' }))} data-testid={testId}>
          <div className={styles.header}>
            <h2 id={titleId} className={cx(styles.title, titleColor && TITLE_COLORS[titleColor])}>
              {title}
            </h2>
          </div>
          <div className={styles.body}>{children}</div>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </div>
      ) : null}
    </dialog>
  )
}

/** The dialog's description: the text a screen reader reads after the title. */
export function DialogDescription({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className={dialog({}).description}>
      {children}
    </p>
  )
}
