// When this copy of the app started: the same on /testPage and /second-page while navigation stays in the
// browser, a new time after a full reload.
export const APP_STARTED_AT = new Date().toISOString()
