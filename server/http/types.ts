// Hono's per-request variables: the authenticated caller and a renewed token for the envelope.
import type { Caller } from '../deps.ts'
import type { LiveHub } from '../services/live/hub.ts'

export interface AppEnv {
  Variables: {
    caller: Caller | undefined
    /** A renewed access token the response envelope carries (sliding sessions). */
    renewedToken: string | undefined
    /** The API key a server-to-server call identified itself with, for its usage counters. */
    apiKeyId: string | undefined
    /** This process's live event hub, on the servers that run one (server/routes/live.ts). */
    liveHub: LiveHub | undefined
  }
}
