// A phone row's actions in a popover (data-table-phone.tsx), loaded when first wanted (menu-intent.ts) so
// the popover's positioning engine stays off the first screen. Choosing an action closes it.
import type { ReactNode } from 'react'
import { Popover, Portal, Stack } from '@chakra-ui/react'
import { useLoadedMenu, type LoadedMenuProps } from './loaded-menu.ts'

// What choosing an action is: a click on one of the popover's buttons or links.
const CHOSEN = 'button, a'

export function RowActionsPopover({
  trigger,
  defaultOpen,
  focusTrigger,
  children,
}: LoadedMenuProps & { children: ReactNode }) {
  const { ref, open, onOpenChange } = useLoadedMenu(defaultOpen, focusTrigger)
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }} open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild ref={ref}>
        {trigger}
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="auto" maxW="80vw">
            <Popover.Body p="2">
              <Stack
                gap="1"
                align="stretch"
                css={{ '& > *': { justifyContent: 'flex-start' } }}
                onClick={(event) => {
                  if ((event.target as HTMLElement).closest(CHOSEN)) onOpenChange({ open: false })
                }}
              >
                {children}
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  )
}
