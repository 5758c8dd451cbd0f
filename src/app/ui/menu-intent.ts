// Chakra's Menu brings zag's menu machine and the floating-ui positioning engine, about 20 KB on the wire,
// which the console's first screen never shows until someone opens a menu. So a menu's trigger renders at
// once as a plain button, and the menu's code (src/app/console/console-menus.tsx, a phone row's actions in
// row-actions-popover.tsx) loads on the first sign of intent: the pointer over it, focus, a touch. A click
// before the code has arrived opens the menu when it does. The plain button stays the same element until
// then (no Suspense swap), and code that arrives while the button is pressed waits for the press to end: a
// press split between two buttons (down on the plain one, up on the real one) is no click at all, and lost.
import { useRef, useState, type ComponentType } from 'react'

export function useLazyMenu<P>(load: () => Promise<ComponentType<P>>) {
  const [Loaded, setLoaded] = useState<ComponentType<P> | null>(null)
  const [clicked, setClicked] = useState(false)
  const started = useRef(false)
  /** Whether the plain trigger had focus, so the real one takes it over when it replaces it. */
  const focused = useRef(false)
  const pressed = useRef(false)
  /** The menu's code, arrived during a press: it replaces the plain trigger once the press ends. */
  const arrived = useRef<ComponentType<P> | null>(null)
  const swapIn = () => {
    const component = arrived.current
    if (component && !pressed.current) setLoaded(() => component)
  }
  const start = () => {
    if (started.current) return
    started.current = true
    load().then(
      (component) => {
        arrived.current = component
        swapIn()
      },
      () => {
        // Offline or a stale deploy: the next sign of intent tries again.
        started.current = false
      },
    )
  }
  const release = () => {
    pressed.current = false
    swapIn()
  }
  const triggerProps = {
    onPointerEnter: start,
    onTouchStart: start,
    onPointerDown: () => {
      pressed.current = true
      start()
    },
    // A press that ends elsewhere, or is taken over by a scroll, is no click: the code swaps in then.
    onPointerCancel: release,
    onPointerLeave: release,
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
      release()
    },
  }
  return {
    Loaded,
    triggerProps,
    /** The real menu opens at once when the plain trigger was clicked; it takes focus itself then. */
    menuProps: { defaultOpen: clicked, focusTrigger: !clicked && focused.current },
  }
}
