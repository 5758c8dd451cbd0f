import { createRootRouteWithContext } from '@tanstack/react-router'
import { RootLayout } from '@/app/root-layout.tsx'
import type { RouterContext } from '@/app/router-context.ts'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
})
