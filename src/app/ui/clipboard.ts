// SPEC §8: copy to clipboard, confirmed by a toast ("Payment link copied") or "Can not copy!".
import { notify } from './toaster.tsx'
import { t } from '@/i18n/i18n.ts'

/** `copied` is the toast's whole sentence, in the reader's language. */
export async function copyToClipboard(text: string, copied: string): Promise<boolean> {
  try {
    // The async clipboard API exists only in secure contexts; a plain-http sandbox host has none.
    if (!navigator.clipboard) throw new Error('Clipboard unavailable')
    await navigator.clipboard.writeText(text)
    notify(copied, 'success')
    return true
  } catch {
    notify(t('Can not copy!'), 'error')
    return false
  }
}
