// The public constants' sandbox part: whether the sandbox tools are on, and the seeded demo logins the
// login page offers. Off the sandbox the demo cast is never announced (its password is public knowledge).
import type { Config } from '../../config.ts'
import { DEMO_LOGINS, DEMO_PASSWORD } from '../../db/seed-data.ts'

export function sandboxConstants(config: Config) {
  return {
    sandbox: config.sandbox,
    demo_logins: config.sandbox
      ? {
          password: DEMO_PASSWORD,
          logins: DEMO_LOGINS.map((login) => ({ username: login.email, label: login.label })),
        }
      : null,
  }
}
