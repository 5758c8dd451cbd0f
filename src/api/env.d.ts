// Build settings read by the app (Vite exposes VITE_* variables on import.meta.env).
interface ImportMetaEnv {
  /** SPEC §1: the portal type is chosen at build time; merchant when unset. */
  readonly VITE_PORTAL?: 'merchant' | 'introducer'
}
