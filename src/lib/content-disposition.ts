// The file name a download answer suggests (RFC 6266): `filename*` (RFC 8187, UTF-8 percent-encoded) wins
// over the plain `filename`, which may be a token or a quoted string with backslash escapes. Ten lines do not
// justify a dependency, and the npm `content-disposition` package is written for Node (Buffer).

const EXTENDED = /(?:^|;)\s*filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i
const QUOTED = /(?:^|;)\s*filename\s*=\s*"((?:[^"\\]|\\.)*)"/i
const TOKEN = /(?:^|;)\s*filename\s*=\s*([^";\s]+)/i

export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null
  const extended = EXTENDED.exec(header)
  if (extended && /^utf-8$/i.test(extended[1]!.trim())) {
    try {
      return decodeURIComponent(extended[2]!.trim())
    } catch {
      // A malformed escape: fall back to the plain name below.
    }
  }
  const quoted = QUOTED.exec(header)
  if (quoted) return quoted[1]!.replace(/\\(.)/g, '$1')
  return TOKEN.exec(header)?.[1] ?? null
}
