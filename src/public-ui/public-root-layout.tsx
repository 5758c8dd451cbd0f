// What every public page shares: the shared dialogs, the update prompt and the document title. The console's
// root (src/app/shell/root-layout.tsx) has the same in Chakra, with the console's session watcher.
import { Outlet } from '@tanstack/react-router'
import { useDocumentTitle } from '@/app/shell/route-meta.ts'
import { PublicDialogHost } from './dialog-host.tsx'
import { PublicUpdatePrompt } from './update-prompt.tsx'

export function PublicRootLayout() {
  useDocumentTitle()
  return (
    <>
      <Outlet />
      <PublicDialogHost />
      <PublicUpdatePrompt />
    </>
  )
}
