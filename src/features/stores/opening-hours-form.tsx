// A store's week: open or closed each day, with opening and closing times. No hours yet (code 2111) is an
// empty state that invites the merchant to set them, never an error dialog.
import type { FormEvent } from 'react'
import { Alert, Button, Grid, HStack, Input, Skeleton, Stack, Switch, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { storeQueries, useSaveOpeningHours } from '@/api/stores.ts'
import { FormField } from '@/app/ui/form-field.tsx'
import { notify } from '@/app/ui/toaster.tsx'
import { useForm } from '@/app/forms/use-form.ts'
import { OpeningHoursSchema, type OpeningDay } from '@/contract/stores.ts'
import { t } from '@/i18n/i18n.ts'

const dayNames = () => [
  t('Sunday'),
  t('Monday'),
  t('Tuesday'),
  t('Wednesday'),
  t('Thursday'),
  t('Friday'),
  t('Saturday'),
]
// Monday first, as a Malaysian shop's week reads.
const DISPLAY_ORDER = [1, 2, 3, 4, 5, 6, 0]

interface DayValues {
  day_of_week: number
  is_open: boolean
  opens_at: string
  closes_at: string
}

const defaultWeek = (): DayValues[] =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => ({
    day_of_week: day,
    is_open: day !== 0,
    opens_at: '09:00',
    closes_at: '18:00',
  }))

const fromDays = (days: OpeningDay[]): DayValues[] =>
  defaultWeek().map((fallback) => {
    const day = days.find((d) => d.day_of_week === fallback.day_of_week)
    return day
      ? {
          day_of_week: day.day_of_week,
          is_open: day.is_open,
          opens_at: day.opens_at ?? '09:00',
          closes_at: day.closes_at ?? '18:00',
        }
      : fallback
  })

export function OpeningHoursForm({ storeId }: { storeId: string }) {
  const query = useQuery(storeQueries.openingDays(storeId))
  if (query.isPending) return <Skeleton height="48" />
  if (query.isError)
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{t('Opening hours could not be loaded.')}</Alert.Title>
        <Button size="xs" variant="outline" onClick={() => void query.refetch()}>
          {t('Try again')}
        </Button>
      </Alert.Root>
    )
  return <OpeningHoursEditor key={storeId} storeId={storeId} days={query.data} />
}

function OpeningHoursEditor({ storeId, days }: { storeId: string; days: OpeningDay[] }) {
  const save = useSaveOpeningHours(storeId)
  const firstTime = days.length === 0
  const form = useForm(() => ({ days: fromDays(days) }))
  const week = form.values.days
  const errors = form.errors
  const names = dayNames()

  const change = (day: number, patch: Partial<DayValues>) =>
    form.change({ days: week.map((d) => (d.day_of_week === day ? { ...d, ...patch } : d)) })

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const payload = week.map((d) => (d.is_open ? d : { day_of_week: d.day_of_week, is_open: false }))
    if (!form.check(OpeningHoursSchema, { store_id: storeId, days: payload })) return
    save.mutate({ days: payload, firstTime }, { onSuccess: () => notify(t('Opening hours saved')) })
  }

  // The breakdown names days by their place in the list the form sent (Sunday first).
  const errorOf = (day: number, field: 'opens_at' | 'closes_at') => errors[`days.${day}.${field}`]

  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate aria-label={t('Opening hours')}>
      <Stack gap="3">
        {firstTime ? (
          <Alert.Root status="info" data-testid="no-opening-hours">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('No opening hours set yet')}</Alert.Title>
              <Alert.Description>
                {t(
                  'Shoppers see no hours until you save a week. We have filled in Monday to Saturday, 09:00–18:00.',
                )}
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
        {DISPLAY_ORDER.map((dayIndex) => {
          const day = week[dayIndex]!
          const name = names[dayIndex]!
          return (
            <Grid
              key={dayIndex}
              // eslint-disable-next-line lingui/no-unlocalized-strings -- column widths
              templateColumns={{ base: '1fr 1fr', md: '9rem 7rem 1fr 1fr' }}
              gap="3"
              alignItems="start"
            >
              <Text fontWeight="medium" pt="2">
                {name}
              </Text>
              <Switch.Root
                checked={day.is_open}
                onCheckedChange={(details) => change(dayIndex, { is_open: details.checked })}
                pt="2"
              >
                <Switch.HiddenInput aria-label={t('{day} open', { day: name })} />
                <Switch.Control />
                <Switch.Label>{day.is_open ? t('Open') : t('Closed')}</Switch.Label>
              </Switch.Root>
              {day.is_open ? (
                <>
                  {(['opens_at', 'closes_at'] as const).map((field) => (
                    <FormField
                      key={field}
                      label={
                        field === 'opens_at'
                          ? t('{day} opens at', { day: name })
                          : t('{day} closes at', { day: name })
                      }
                      hideLabel
                      error={errorOf(dayIndex, field)}
                    >
                      <Input
                        type="time"
                        size="sm"
                        value={day[field]}
                        onChange={(e) => change(dayIndex, { [field]: e.target.value })}
                      />
                    </FormField>
                  ))}
                </>
              ) : null}
            </Grid>
          )
        })}
        {errors.days ? <Text color="fg.error">{errors.days}</Text> : null}
        <HStack justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {firstTime ? t('Set opening hours') : t('Save opening hours')}
          </Button>
        </HStack>
      </Stack>
    </form>
  )
}
