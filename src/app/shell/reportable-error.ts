// A page that failed to render or load is caught by the router, out of the window's sight: the fallbacks hand
// it to the window's error handlers, so error reporting sees it (src/start.ts keeps it until the reporter
// loads). The server's refusals and a lost network are the page's own messages, not faults.
// eslint-disable-next-line lingui/no-unlocalized-strings -- error classes' names, not words
const [API_ERROR, NETWORK_ERROR] = ['ApiError', 'NetworkError']
const NOT_FAULTS = new Set([API_ERROR, NETWORK_ERROR])

export const isReportable = (error: unknown): error is Error =>
  error instanceof Error && !NOT_FAULTS.has(error.name)

// A page's code that did not arrive, as Chromium, Firefox and Safari word it (and Vite, for a page's CSS).
const CODE_NOT_FETCHED =
  /^(Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS)/

/** A page whose code or data could not be fetched (offline, or a link that dropped): not a fault in it. */
export const isLoadFailure = (error: unknown): error is Error =>
  error instanceof Error && (error.name === NETWORK_ERROR || CODE_NOT_FETCHED.test(error.message))
