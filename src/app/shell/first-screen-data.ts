// The records a server-drawn first screen was drawn from (server/http/first-screen.ts writes them into the
// page as a JSON data block, which runs no script and so passes the pages' CSP). A route loader takes them
// once, checked against the contract's schema, instead of asking the server for the same records.
import * as v from 'valibot'
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

/** The record the page was sent under `key`, if there is one and it passes `schema`; taken once, so a
 *  later visit to a page in the same tab asks the server afresh. */
export function takeFirstScreen<K extends keyof FirstScreenData, S extends v.GenericSchema>(
  key: K,
  schema: S,
): v.InferOutput<S> | undefined {
  const data = readBlock()
  const parsed = v.safeParse(schema, data[key])
  delete data[key]
  return parsed.success ? parsed.output : undefined
}
