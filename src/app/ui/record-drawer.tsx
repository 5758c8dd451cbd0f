// The drawer a record opens in beside its list (a payment, a settlement, a payout): one shell, so every
// record reads, closes and loads the same way; the record's own detail goes inside.
import { CloseButton, Drawer, Portal, Skeleton, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { t } from '@/i18n/i18n.ts'

/** Which record a drawer shows (none: the drawer is closed), and how it closes. */
export interface RecordDrawerProps {
  recordId: string | undefined
  onClose: () => void
}

export function RecordDrawer({
  recordId,
  title,
  testId,
  onClose,
  children,
}: RecordDrawerProps & {
  /** "Payment details": also names the close button ("Close payment details"). */
  title: string
  testId: string
  /** The open record's detail. */
  children: (id: string) => ReactNode
}) {
  const open = recordId !== undefined
  return (
    <Drawer.Root open={open} placement="end" size="md" onOpenChange={(details) => !details.open && onClose()}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid={testId}>
            <Drawer.Header borderBottomWidth="1px">
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>{recordId === undefined ? null : children(recordId)}</Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('Close {name}', { name: title.toLowerCase() })} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}

/** While a record loads: a few skeleton lines; if it cannot be loaded, `failedText` says so. */
export function RecordLoading({ failed, failedText }: { failed: boolean; failedText: string }) {
  if (failed) return <Text role="alert">{failedText}</Text>
  return (
    <Stack gap="3">
      {[0, 1, 2, 3, 4].map((row) => (
        <Skeleton key={row} height="5" />
      ))}
    </Stack>
  )
}
