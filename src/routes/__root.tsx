import { createRootRouteWithContext } from '@tanstack/react-router'
import { RootLayout } from '@/app/shell/root-layout.tsx'
import type { RouterContext } from '@/app/shell/router-context.ts'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
})
