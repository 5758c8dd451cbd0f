// Search-param schemas shared by several routes. The router parses "?x=123" into a number, so values that
// are text to us are coerced, and a malformed value falls back to "absent" instead of failing the route.
import * as v from 'valibot'

export const optionalSearchText = v.fallback(
  v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String))),
  undefined,
)

/** ?message= shown by the login page (SPEC §2 "You need to login to access the page"). */
export const MessageSearchSchema = v.object({ message: optionalSearchText })
