// The records a server-drawn first screen was drawn from (server/http/first-screen.ts writes them into the
// page as a JSON data block, which runs no script and so passes the pages' CSP). A route loader takes them
// once instead of asking the server for the same records. Typed like an API answer, not parsed
// (docs/conventions.md): the same server drew the page, with the same services, for the scripts of
// its own build that the page names.
import { FIRST_SCREEN_DATA_ID, type FirstScreenData } from '@/contract/first-screen.ts'

let block: FirstScreenData | undefined

/** The page's data block, read once and removed from the page. */
function readBlock(): FirstScreenData {
  if (block) return block
  const node = typeof document === 'undefined' ? null : document.getElementById(FIRST_SCREEN_DATA_ID)
  node?.remove()
  try {
    block = JSON.parse(node?.textContent ?? '{}') as FirstScreenData
  } catch {
    block = {} // a damaged block costs a request, never the page
  }
  return block
}

/** The record the page was sent under `key`, if there is one; taken once, so a later visit to a page in the
 *  same tab asks the server afresh. */
export function takeFirstScreen<K extends keyof FirstScreenData>(key: K): FirstScreenData[K] | undefined {
  const data = readBlock()
  const record = data[key]
  delete data[key]
  return record
}
