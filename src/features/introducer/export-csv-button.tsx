// "Export CSV": every row the list's filters match (not only the page shown), fetched page by page, written
// as a CSV file (src/lib/csv.ts) and saved through the browser's download.
import { useState } from 'react'
import { Button } from '@chakra-ui/react'
import { EXPORT_MAX_ROWS } from '@/api/introducer.ts'
import { notify } from '@/app/ui/toaster.tsx'
import { saveFile } from '@/app/widgets/use-file-download.ts'
import { todayInMalaysia } from '@/lib/dates.ts'
import { csvFilename, toCsv, type CsvColumn } from '@/lib/csv.ts'

interface ExportCsvButtonProps<T> {
  /** What the file holds ("Payment transactions"): its name, and the button's accessible name. */
  name: string
  columns: readonly CsvColumn<T>[]
  fetchRows: () => Promise<{ rows: T[]; total: number }>
}

export function ExportCsvButton<T>({ name, columns, fetchRows }: ExportCsvButtonProps<T>) {
  const [pending, setPending] = useState(false)
  const exportRows = () => {
    setPending(true)
    fetchRows()
      .then(({ rows, total }) => {
        const blob = new Blob([toCsv(columns, rows)], { type: 'text/csv;charset=utf-8' })
        saveFile({ blob, filename: csvFilename(name, todayInMalaysia()) })
        if (total > EXPORT_MAX_ROWS)
          notify(
            `The export holds the first ${EXPORT_MAX_ROWS.toLocaleString('en-MY')} rows: narrow the dates for the rest`,
            'info',
          )
      })
      // The HTTP client has already shown the error dialog (or stayed quiet offline).
      .catch(() => undefined)
      .finally(() => setPending(false))
  }
  return (
    <Button
      size="sm"
      variant="outline"
      onClick={exportRows}
      loading={pending}
      loadingText="Exporting…"
      aria-label={`Export ${name.toLowerCase()} as CSV`}
    >
      Export CSV
    </Button>
  )
}
