// "Generate a report": the type (only those the member's role may generate) and a range of Malaysian days,
// this month so far by default. The report is queued; the list below shows its progress.
import { Button, Flex, NativeSelect, SimpleGrid } from '@chakra-ui/react'
import { useGenerateReport } from '@/api/reports.ts'
import { FormField } from '@/app/ui/form-field.tsx'
import { notify } from '@/app/ui/toaster.tsx'
import { SectionCard } from '@/app/ui/section-card.tsx'
import { DayRangeFields } from '@/app/forms/day-range-fields.tsx'
import { useForm } from '@/app/forms/use-form.ts'
import type { ReportType } from '@/contract/reports.ts'
import { reportTypeLabel } from './report-format.ts'
import { todayInMalaysia } from '@/lib/dates.ts'
import { defaultRange, reportFormErrors, toRequest, type ReportFormValues } from './report-form-values.ts'
import { t } from '@/i18n/i18n.ts'

export function GenerateReportForm({ types }: { types: readonly ReportType[] }) {
  const form = useForm<ReportFormValues>(() => ({
    type: types[0] ?? 'collection',
    ...defaultRange(todayInMalaysia()),
  }))
  const generate = useGenerateReport()

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    if (!form.validate((locale) => reportFormErrors(form.values, locale))) return
    generate.mutate(toRequest(form.values), {
      onSuccess: (report) => notify(t('{report} report queued', { report: reportTypeLabel(report.type) })),
      onError: (error) => form.showServerErrors(error, ['start_date', 'end_date']),
    })
  }

  return (
    <SectionCard
      headingId="generate-report-heading"
      title={t('Generate a report')}
      description={t(
        'An XLSX and a CSV of the range, written in the background. Days are Malaysian days, both included.',
      )}
    >
      <form ref={form.formRef} onSubmit={submit} noValidate aria-label={t('Generate a report')}>
        <Flex gap="4" wrap="wrap" align="flex-end">
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3" flex="1" minW={{ base: 'full', md: 'md' }}>
            <FormField label={t('Report')} required>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field {...form.bind('type')}>
                  {types.map((type) => (
                    <option key={type} value={type}>
                      {reportTypeLabel(type)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <DayRangeFields form={form} from="start_date" to="end_date" size="sm" />
          </SimpleGrid>
          <Button type="submit" size="sm" loading={generate.isPending} loadingText={t('Queuing')}>
            {t('Generate report')}
          </Button>
        </Flex>
      </form>
    </SectionCard>
  )
}
