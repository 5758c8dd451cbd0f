// SPEC §8: every text the shared dialogs show is title-cased with underscores turned into spaces.

/** "INVALID_USERNAME or password" → "Invalid Username Or Password". */
export function titleCase(text: string | null | undefined): string {
  if (!text) return ''
  return text
    .replace(/_+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\S+/g, (word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
}
