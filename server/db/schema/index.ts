// The whole schema, as drizzle-kit and the typed client see it.
export * from './accounts.ts'
export * from './sessions.ts'
export * from './subscriptions.ts'
export * from './customers.ts'
export * from './tour-settings.ts'
export * from './ledger.ts'
export * from './sandbox.ts'
