// "Export CSV": every row the list's filters match (not only the page shown), fetched page by page, written
// as a CSV file (src/lib/csv.ts) and saved through the browser's download.
import { useState } from 'react'
import { Button } from '@chakra-ui/react'
import { EXPORT_MAX_ROWS } from '@/api/introducer.ts'
import { notify } from '@/app/ui/toaster.tsx'
import { saveFile } from '@/app/widgets/use-file-download.ts'
import { t } from '@/i18n/i18n.ts'
import { todayInMalaysia } from '@/lib/dates.ts'
import { csvFilename, toCsv, type CsvColumn } from '@/lib/csv.ts'
import { formatCount } from '@/lib/numbers.ts'

interface ExportCsvButtonProps<T> {
  /** The file's name before its day ("payment-transactions"): the same in every language, as its columns. */
  fileName: string
  /** The button's accessible name, a whole sentence ("Export payment transactions as CSV"). */
  label: string
  columns: readonly CsvColumn<T>[]
  fetchRows: () => Promise<{ rows: T[]; total: number }>
}

export function ExportCsvButton<T>({ fileName, label, columns, fetchRows }: ExportCsvButtonProps<T>) {
  const [pending, setPending] = useState(false)
  const exportRows = () => {
    setPending(true)
    fetchRows()
      .then(({ rows, total }) => {
        const blob = new Blob([toCsv(columns, rows)], { type: 'text/csv;charset=utf-8' })
        saveFile({ blob, filename: csvFilename(fileName, todayInMalaysia()) })
        if (total > EXPORT_MAX_ROWS)
          notify(
            t('The export holds the first {rows} rows: narrow the dates for the rest', {
              rows: formatCount(EXPORT_MAX_ROWS),
            }),
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
      loadingText={t('Exporting…')}
      aria-label={label}
    >
      {t('Export CSV')}
    </Button>
  )
}
