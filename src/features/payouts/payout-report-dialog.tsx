// The payout report (reports/merchant/payout-report-range-date): an XLSX of the payouts requested between two
// Malaysian days, both included. The dates go as the API's dd-MM-yyyy.
import { useState } from 'react'
import { Button, SimpleGrid } from '@chakra-ui/react'
import { downloadPayoutReport } from '@/api/payouts.ts'
import { FormDialog } from '@/app/ui/form-dialog.tsx'
import { toApiDay } from '@/app/ui/list-search.ts'
import { useFileDownload } from '@/app/widgets/use-file-download.ts'
import { DayRangeFields } from '@/app/forms/day-range-fields.tsx'
import { useForm } from '@/app/forms/use-form.ts'
import { todayInMalaysia } from '@/lib/dates.ts'
import { reportRangeErrors, type ReportRange } from './report-range.ts'
import { t } from '@/i18n/i18n.ts'

export function PayoutReportButton() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        {t('Download report')}
      </Button>
      {open ? <PayoutReportDialog onClose={() => setOpen(false)} /> : null}
    </>
  )
}

function PayoutReportDialog({ onClose }: { onClose: () => void }) {
  const today = todayInMalaysia()
  const form = useForm<ReportRange>({ start: today, end: today })
  const { pending, download } = useFileDownload()

  const onSubmit = () => {
    if (!form.validate((locale) => reportRangeErrors(form.values, locale))) return
    const { start, end } = form.values
    download(true, async () => {
      const file = await downloadPayoutReport(toApiDay(start)!, toApiDay(end)!)
      onClose()
      return file
    })
  }

  return (
    <FormDialog
      open
      size="sm"
      title={t('Payout report')}
      saveLabel={t('Download XLSX')}
      saving={pending !== null}
      savingLabel={t('Preparing')}
      onClose={onClose}
      onSubmit={onSubmit}
      formRef={form.formRef}
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <DayRangeFields form={form} from="start" to="end" />
      </SimpleGrid>
    </FormDialog>
  )
}
