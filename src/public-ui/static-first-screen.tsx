// A first screen drawn on the server is a picture of the page until the app takes over: its buttons and
// fields are disabled (a disabled fieldset disables every control inside it), so a tap or a keystroke is
// never silently lost; links still work, as plain links. The app's own page replaces it, controls live.
import type { ReactNode } from 'react'

export function StaticFirstScreen({ children }: { children: ReactNode }) {
  return (
    <fieldset disabled style={{ display: 'contents' }}>
      {children}
    </fieldset>
  )
}
