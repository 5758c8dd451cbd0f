// Chakra's Menu brings zag's menu machine and the floating-ui positioning engine, about 20 KB on the wire,
// which the console's first screen never shows until someone opens a menu. So a menu's trigger renders at
// once as a plain button, and the menu's code (src/app/console/console-menus.tsx, a phone row's actions in
// row-actions-popover.tsx) loads on the first sign of intent: the pointer over it, focus, a touch. A click
// before the code has arrived opens the menu when it does. The plain button stays the same element until
// then (no Suspense swap), so a press is never split between two buttons and lost.
import { useRef, useState, type ComponentType } from 'react'

export function useLazyMenu<P>(load: () => Promise<ComponentType<P>>) {
  const [Loaded, setLoaded] = useState<ComponentType<P> | null>(null)
  const [clicked, setClicked] = useState(false)
  const started = useRef(false)
  /** Whether the plain trigger had focus, so the real one takes it over when it replaces it. */
  const focused = useRef(false)
  const start = () => {
    if (started.current) return
    started.current = true
    load().then(
      (component) => setLoaded(() => component),
      () => {
        // Offline or a stale deploy: the next sign of intent tries again.
        started.current = false
      },
    )
  }
  const triggerProps = {
    onPointerEnter: start,
    onTouchStart: start,
    onFocus: () => {
      focused.current = true
      start()
    },
    onBlur: () => {
      focused.current = false
    },
    onClick: () => {
      setClicked(true)
      start()
    },
  }
  return {
    Loaded,
    triggerProps,
    /** The real menu opens at once when the plain trigger was clicked; it takes focus itself then. */
    menuProps: { defaultOpen: clicked, focusTrigger: !clicked && focused.current },
  }
}
