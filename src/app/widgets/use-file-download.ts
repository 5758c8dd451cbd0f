// Saving a file the API answered (a template, a consignment note) through the browser's download, with the
// key of the download under way so its button can show it. A failure needs nothing here: the HTTP client
// has already shown the error dialog (or stayed quiet offline).
import { useState } from 'react'
import type { DownloadedFile } from '@/api/client.ts'

export function saveFile({ blob, filename }: DownloadedFile): void {
  const url = URL.createObjectURL(blob)
  const anchor = document.createElement('a')
  anchor.href = url
  anchor.download = filename
  anchor.click()
  // The click has handed the file to the browser; the URL is not needed after this tick.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

export function useFileDownload<K = true>() {
  const [pending, setPending] = useState<K | null>(null)
  const download = (key: K, fetchFile: () => Promise<DownloadedFile>) => {
    setPending(key)
    fetchFile()
      .then(saveFile)
      .catch(() => undefined)
      .finally(() => setPending(null))
  }
  return { pending, download }
}
