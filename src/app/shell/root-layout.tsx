// What every page shares: the shared dialogs, the toaster, the document title and the session watcher.
import { Outlet } from '@tanstack/react-router'
import { DialogHost } from './dialog-host.tsx'
import { useDocumentTitle } from './route-meta.ts'
import { SessionWatcher } from './session-watcher.tsx'
import { AppToaster } from '../ui/toaster.tsx'
import { UpdatePrompt } from './update-prompt.tsx'

export function RootLayout() {
  useDocumentTitle()
  return (
    <>
      <Outlet />
      <DialogHost />
      <AppToaster />
      <SessionWatcher />
      <UpdatePrompt />
    </>
  )
}
