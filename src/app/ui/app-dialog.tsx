// The frame every console dialog shares: a centred, focus-trapped Chakra dialog with its title, body, an
// optional line under the title, footer buttons and close button. Closing (Escape, the backdrop, the close
// button) calls onClose; the dialog's own options (role, size, initial focus) pass through.
import type { ReactNode } from 'react'
import { CloseButton, Dialog, Portal } from '@chakra-ui/react'

interface AppDialogProps extends Omit<Dialog.RootProps, 'children' | 'onOpenChange' | 'open'> {
  open: boolean
  onClose: () => void
  title: ReactNode
  /** The title's colour (the shared error and success dialogs colour theirs). */
  titleColor?: string
  /** A line under the title (who a message went to, and when). */
  subtitle?: ReactNode
  footer?: ReactNode
  /** A close button in the corner, with this accessible name. */
  closeLabel?: string
  testId?: string
  children: ReactNode
}

export function AppDialog({
  onClose,
  title,
  titleColor,
  subtitle,
  footer,
  closeLabel,
  testId,
  children,
  ...root
}: AppDialogProps) {
  return (
    <Dialog.Root
      placement="center"
      size="md"
      {...root}
      onOpenChange={(details) => {
        if (!details.open) onClose()
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId}>
            <Dialog.Header
              flexDirection={subtitle ? 'column' : undefined}
              alignItems={subtitle ? 'start' : undefined}
              gap={subtitle ? '1' : undefined}
            >
              <Dialog.Title color={titleColor}>{title}</Dialog.Title>
              {subtitle}
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer ? <Dialog.Footer>{footer}</Dialog.Footer> : null}
            {closeLabel ? (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={closeLabel} />
              </Dialog.CloseTrigger>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
