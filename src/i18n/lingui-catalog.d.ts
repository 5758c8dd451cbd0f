// A catalog imported with `?lingui` is compiled by @lingui/vite-plugin into a module of compiled messages.
declare module '*?lingui' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}
