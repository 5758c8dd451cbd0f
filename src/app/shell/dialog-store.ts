// The shared dialogs of SPEC §8 as a small queue: the client's events and pages push, <DialogHost/> shows
// the first. Texts are title-cased here, once, so every dialog reads the same. An error also says, in the
// reader's words, what happened and what to do next (its advice); the code stays as the reference.
import { useSyncExternalStore } from 'react'
import { subscribeApiEvents } from '@/api/events.ts'
import { ResponseCode } from '@/contract/codes.ts'
import type { Envelope } from '@/contract/envelope.ts'
import type { PageMessageId } from '@/i18n/i18n.ts'
import { titleCase } from '../../lib/title-case.ts'

export interface AppDialog {
  id: number
  kind: 'error' | 'network' | 'success'
  title: string
  description: string
  breakdown: { field: string; message: string }[]
  code: number | null
  /** What happened and what to do next: a message of the pages' catalog, shown in the reader's language. */
  advice: PageMessageId | null
  onConfirm?: () => void
}

const ADVICE: Readonly<Partial<Record<number, PageMessageId>>> = {
  [ResponseCode.VALIDATION_FAILED]: 'common.error_advice.check_input',
  [ResponseCode.LOGIN_FAILED]: 'common.error_advice.check_input',
  [ResponseCode.AMOUNT_OUT_OF_RANGE]: 'common.error_advice.check_input',
  [ResponseCode.TOKEN_INVALID]: 'common.error_advice.link',
  [ResponseCode.INVITATION_EXPIRED]: 'common.error_advice.link',
  [ResponseCode.INVITATION_USED]: 'common.error_advice.link',
  [ResponseCode.INVITATION_REVOKED]: 'common.error_advice.link',
  [ResponseCode.FORBIDDEN]: 'common.error_advice.forbidden',
  [ResponseCode.NOT_FOUND]: 'common.error_advice.not_found',
  [ResponseCode.ENDPOINT_NOT_FOUND]: 'common.error_advice.not_found',
  [ResponseCode.PUBLIC_NOT_FOUND]: 'common.error_advice.not_found',
  [ResponseCode.CONFLICT]: 'common.error_advice.conflict',
  [ResponseCode.DISCOUNT_REFUSED]: 'common.error_advice.conflict',
  [ResponseCode.INSUFFICIENT_BALANCE]: 'common.error_advice.balance',
  [ResponseCode.PAYLOAD_TOO_LARGE]: 'common.error_advice.too_large',
  [ResponseCode.IDEMPOTENCY_IN_PROGRESS]: 'common.error_advice.wait',
  [ResponseCode.TOO_MANY_REQUESTS]: 'common.error_advice.wait',
  [ResponseCode.UNEXPECTED_ERROR]: 'common.error_advice.server',
  [ResponseCode.DATABASE_UNAVAILABLE]: 'common.error_advice.unavailable',
  [ResponseCode.DATABASE_FULL]: 'common.error_advice.unavailable',
  [ResponseCode.DATABASE_READ_ONLY]: 'common.error_advice.unavailable',
}

/** What a response code means to the reader and what they can do next; a code it does not know asks them to
 *  try again and quote the code. */
export function errorAdvice(code: number): PageMessageId {
  return ADVICE[code] ?? (code >= 5000 ? 'common.error_advice.server' : 'common.error_advice.other')
}

let queue: AppDialog[] = []
let nextId = 1
const listeners = new Set<() => void>()
/** A burst of failing calls should not stack a wall of identical dialogs. */
const MAX_QUEUED = 3

function push(dialog: Omit<AppDialog, 'id'>): void {
  const last = queue.at(-1)
  if (
    last &&
    last.kind === dialog.kind &&
    last.description === dialog.description &&
    last.code === dialog.code
  )
    return
  if (queue.length >= MAX_QUEUED) return
  queue = [...queue, { ...dialog, id: nextId++ }]
  listeners.forEach((listener) => listener())
}

export function breakdownOf(data: unknown): AppDialog['breakdown'] {
  if (typeof data !== 'object' || data === null || !('breakdown' in data)) return []
  const breakdown = data.breakdown
  if (typeof breakdown !== 'object' || breakdown === null) return []
  return Object.entries(breakdown).map(([field, message]) => ({
    field: titleCase(field),
    message: titleCase(String(message)),
  }))
}

export function showErrorDialog(envelope: Envelope): void {
  push({
    kind: 'error',
    title: 'Error',
    description: titleCase(envelope.description),
    breakdown: breakdownOf(envelope.data),
    code: envelope.response_code,
    advice: errorAdvice(envelope.response_code),
  })
}

export function showNetworkErrorDialog(title: string, message: string): void {
  push({
    kind: 'network',
    title,
    description: titleCase(message),
    breakdown: [],
    code: null,
    advice: 'common.error_advice.network',
  })
}

/** For pages after a successful action (SPEC §8: only when the call was not suppressed). */
export function showSuccessDialog(description = '', onConfirm?: () => void): void {
  push({
    kind: 'success',
    title: 'Success',
    description: titleCase(description),
    breakdown: [],
    code: null,
    advice: null,
    onConfirm,
  })
}

export function closeDialog(id: number): void {
  const closing = queue.find((dialog) => dialog.id === id)
  queue = queue.filter((dialog) => dialog.id !== id)
  listeners.forEach((listener) => listener())
  closing?.onConfirm?.()
}

export function clearDialogs(): void {
  queue = []
  listeners.forEach((listener) => listener())
}

let connected = false

/**
 * Routes the client's events to the dialogs, from the app's start (src/start-app.tsx): a record page opened
 * directly fails in its route's loader, before any dialog host is drawn, and its dialog waits in the queue
 * until one is. Once per page.
 */
export function connectApiDialogs(): void {
  if (connected) return
  connected = true
  subscribeApiEvents((event) => {
    if (event.type === 'error-dialog') showErrorDialog(event.envelope)
    else if (event.type === 'network-error') showNetworkErrorDialog(event.title, event.message)
    else if (event.type === 'success-dialog') showSuccessDialog(event.envelope.description)
    // A dialog left over from the ended session would show on the login page.
    else clearDialogs()
  })
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function useCurrentDialog(): AppDialog | null {
  return useSyncExternalStore(subscribe, () => queue[0] ?? null)
}
