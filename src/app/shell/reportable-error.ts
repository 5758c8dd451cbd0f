// A page that failed to render or load is caught by the router, out of the window's sight: the fallbacks hand
// it to the window's error handlers, so error reporting sees it (src/start.ts keeps it until the reporter
// loads). The server's refusals and a lost network are the page's own messages, not faults.
// eslint-disable-next-line lingui/no-unlocalized-strings -- error classes' names, not words
const NOT_FAULTS = new Set(['ApiError', 'NetworkError'])

export const isReportable = (error: unknown): error is Error =>
  error instanceof Error && !NOT_FAULTS.has(error.name)
