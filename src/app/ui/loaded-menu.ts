// What a menu loaded when first wanted (menu-intent.ts) shares: it replaces the plain trigger, opens at once
// when a click asked for it, and takes the plain trigger's keyboard focus over.
import { useLayoutEffect, useRef, useState, type ReactElement } from 'react'

export interface LoadedMenuProps {
  /** The plain trigger this menu replaces, rendered again as the real trigger. */
  trigger: ReactElement
  defaultOpen: boolean
  /** Focus the real trigger (the plain one had keyboard focus). Not when opening: the menu takes focus then,
   *  and focusing the trigger would count as leaving it. */
  focusTrigger: boolean
}

/** The menu's open state (open at once when a click asked for it) and the trigger's focus take-over. */
export function useLoadedMenu(defaultOpen: boolean, focusTrigger: boolean) {
  const ref = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(defaultOpen)
  // A layout effect, not a passive one: it runs in the same task as the swap of the plain trigger for this
  // one, so no key press can land in between on a page where nothing has focus (an Enter would be lost).
  useLayoutEffect(() => {
    if (focusTrigger) ref.current?.focus()
  }, [focusTrigger])
  return { ref, open, onOpenChange: (details: { open: boolean }) => setOpen(details.open) }
}
