// The outbox's search params: the channel filter plus paging (newest first; the outbox has no other order).
import * as v from 'valibot'
import type { OutboxListParams } from '@/api/outbox.ts'
import { choiceParam, idParam, listSearchEntries, resolveList } from '@/app/ui/list-search.ts'
import { OUTBOX_CHANNELS } from '@/contract/list-choices.ts'

export const OutboxSearchSchema = v.object({
  channel: choiceParam(OUTBOX_CHANNELS),
  /** The message open in the reading dialog. */
  message: idParam,
  ...listSearchEntries(['created_at']),
})
export type OutboxSearch = v.InferOutput<typeof OutboxSearchSchema>

export function outboxParams(search: OutboxSearch): OutboxListParams {
  const { skip, limit } = resolveList(search)
  return { skip, limit, channel: search.channel }
}
