// Bulk bills for a collection: download the template, choose a filled-in file, check every row, import.
// The server imports all rows or none, so the import stays disabled while any row has an error.
import { useRef, useState } from 'react'
import { Alert, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react'
import { downloadBillTemplate, useUploadBills, type TemplateFormat, type UploadResult } from '@/api/bills.ts'
import { notify } from '@/app/ui/toaster.tsx'
import { SectionCard } from '@/app/ui/section-card.tsx'
import { useFileDownload } from '@/app/widgets/use-file-download.ts'
import { BillUploadPreview } from './bill-upload-preview.tsx'
import { t } from '@/i18n/i18n.ts'

const ACCEPTED = ['.csv', '.xlsx']
const TEMPLATES: { format: TemplateFormat; label: string }[] = [
  { format: 'csv', label: 'CSV' },
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a brand (Microsoft Excel)
  { format: 'xlsx', label: 'Excel' },
]

export function BillUploadPanel({ collectionId }: { collectionId: string }) {
  const upload = useUploadBills(collectionId)
  const inputRef = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [fileError, setFileError] = useState<string | null>(null)
  const [result, setResult] = useState<UploadResult | null>(null)
  const template = useFileDownload<TemplateFormat>()
  const badRows = result?.rows.filter((row) => row.errors.length > 0).length ?? 0

  const download = (format: TemplateFormat) => template.download(format, () => downloadBillTemplate(format))

  const choose = (chosen: File | null) => {
    setResult(null)
    setFile(chosen)
    if (!chosen) return setFileError(null)
    if (!ACCEPTED.some((ext) => chosen.name.toLowerCase().endsWith(ext)))
      return setFileError(t('Choose a .csv or .xlsx file'))
    setFileError(null)
    upload.mutate({ file: chosen, preview: true }, { onSuccess: setResult })
  }

  const runImport = () => {
    if (!file) return
    upload.mutate(
      { file, preview: false },
      {
        onSuccess: (answer) => {
          setResult(answer)
          if (answer.imported === 0) return
          notify(t('{count} bills imported', { count: answer.imported }))
          setFile(null)
          setResult(null)
          if (inputRef.current) inputRef.current.value = ''
        },
      },
    )
  }

  return (
    <SectionCard
      headingId="bill-upload-heading"
      title={t('Bulk upload')}
      description={t(
        'Fill in the template ({columns}), then choose the file. Every row is checked before anything is imported.',
        { columns: 'payer_name, payer_email, payer_phone, amount, description, due_date' },
      )}
    >
      <Stack gap="4">
        <HStack gap="2" wrap="wrap">
          {TEMPLATES.map(({ format, label }) => (
            <Button
              key={format}
              size="sm"
              variant="outline"
              loading={template.pending === format}
              onClick={() => download(format)}
            >
              {t('Download {format} template', { format: label })}
            </Button>
          ))}
        </HStack>
        <Field.Root invalid={Boolean(fileError)} maxW="md">
          <Field.Label>{t('Bills file (.csv or .xlsx)')}</Field.Label>
          <Input
            ref={inputRef}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            size="sm"
            p="1"
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
          />
          <Field.ErrorText>{fileError}</Field.ErrorText>
        </Field.Root>
        {upload.isPending && !result ? <Text fontSize="sm">{t('Checking the file…')}</Text> : null}
        {result ? (
          <>
            <Alert.Root status={badRows > 0 ? 'error' : 'success'} role={badRows > 0 ? 'alert' : 'status'}>
              <Alert.Indicator />
              <Alert.Title>
                {badRows > 0
                  ? t(
                      '{bad} of {count} rows have errors. Fix them in the file and choose it again; nothing is imported until every row is valid.',
                      { bad: badRows, count: result.rows.length },
                    )
                  : t('{count} rows are ready to import.', {
                      count: result.rows.length,
                    })}
              </Alert.Title>
            </Alert.Root>
            <BillUploadPreview rows={result.rows} />
          </>
        ) : null}
        <HStack>
          <Button
            size="sm"
            disabled={!file || !result || badRows > 0 || result.rows.length === 0}
            loading={upload.isPending && result !== null}
            loadingText={t('Importing')}
            onClick={runImport}
          >
            {result && badRows === 0
              ? t('Import {count} bills', { count: result.rows.length })
              : t('Import bills')}
          </Button>
        </HStack>
      </Stack>
    </SectionCard>
  )
}
