// What this build is (vite.config.ts `define`): the version, the commit and when it was built, plus the build
// settings the app reads. Outside a Vite build (unit tests) the constant is absent and nothing is known.
import { API_BASE, ENVIRONMENT } from '@/contract/constants.ts'

declare const __NIAGA_BUILD__: { version: string; sha: string | null; built_at: string } | undefined

export interface BuildInfo {
  version: string
  sha: string | null
  builtAt: string | null
  portal: 'merchant' | 'introducer'
  mode: string
  environment: string
  apiBase: string
}

export function buildInfo(): BuildInfo {
  const build = typeof __NIAGA_BUILD__ === 'undefined' ? undefined : __NIAGA_BUILD__
  return {
    version: build?.version ?? 'development',
    sha: build?.sha ?? null,
    builtAt: build?.built_at ?? null,
    portal: import.meta.env.VITE_PORTAL === 'introducer' ? 'introducer' : 'merchant',
    mode: import.meta.env.MODE,
    environment: ENVIRONMENT,
    apiBase: new URL(API_BASE, window.location.origin).href,
  }
}
