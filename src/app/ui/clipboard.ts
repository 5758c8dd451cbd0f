// SPEC §8: copy to clipboard, confirmed by a toast "{label} copied" or "Can not copy!".
import { notify } from './toaster.tsx'

export async function copyToClipboard(text: string, label: string): Promise<boolean> {
  try {
    // The async clipboard API exists only in secure contexts; a plain-http sandbox host has none.
    if (!navigator.clipboard) throw new Error('Clipboard unavailable')
    await navigator.clipboard.writeText(text)
    notify(`${label} copied`, 'success')
    return true
  } catch {
    notify('Can not copy!', 'error')
    return false
  }
}
