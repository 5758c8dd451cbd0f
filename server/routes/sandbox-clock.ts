// The sandbox clock (not in SPEC; docs/payments.md, "The sandbox clock"): read it, move it on.
import { ClockAdvanceSchema, SandboxClockSchema } from '../../src/contract/sandbox-clock.ts'
import { defineRoutes } from '../http/define-routes.ts'
import { advanceClock, clockView } from '../services/sandbox-clock/clock.ts'

export const sandboxClockRoutes = defineRoutes(
  { tag: 'Sandbox', access: 'session', sandboxOnly: true },
  (r) => {
    r.add({
      id: 'sandbox.clock',
      method: 'get',
      path: '/sandbox/clock',
      summary: 'The sandbox server’s current time and how far it runs ahead of real time',
      response: SandboxClockSchema,
      handler: ({ deps }) => ({ data: clockView(deps) }),
    })

    r.add({
      id: 'sandbox.clockAdvance',
      method: 'post',
      path: '/sandbox/clock/advance',
      summary:
        'Move the sandbox clock forward by {seconds} (up to 366 days) for everyone; answers the new time, and a fresh token for the caller, whose session moves with the clock',
      permission: 'view',
      body: ClockAdvanceSchema,
      response: SandboxClockSchema,
      handler: async ({ c, deps, caller, body }) => {
        const { view, token } = await advanceClock(deps, caller, body.seconds)
        // The envelope's token field: the caller's session moved with the clock (see advanceClock).
        c.set('renewedToken', token)
        return { data: view, description: `Clock moved ${body.seconds} seconds on` }
      },
    })
  },
)
