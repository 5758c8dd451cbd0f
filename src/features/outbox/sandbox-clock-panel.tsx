// The sandbox clock beside the outbox: the server's time, and buttons that move it on (an hour, a day, or
// any number of seconds), so expiries and retries can be seen without waiting.
import { useState, type FormEvent } from 'react'
import { Button, Card, Field, HStack, Input, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { sandboxClockQueries, useAdvanceClock } from '@/api/sandbox-clock.ts'
import { dateTime } from '@/app/ui/data-table-cells.tsx'
import { schemaErrors, serverFieldErrors } from '@/app/forms/form-errors.ts'
import { notify } from '@/app/ui/toaster.tsx'
import { ClockAdvanceSchema } from '@/contract/sandbox-clock.ts'
import { t, type ConsoleText } from '@/i18n/i18n.ts'

const HOUR = 60 * 60
const DAY = 24 * HOUR

/** "1 day 2 hours 5 minutes ahead of real time"; seconds are noise next to a clock that keeps running. */
export function aheadText(offsetSeconds: number): string {
  const minutes = Math.floor(offsetSeconds / 60)
  if (minutes < 1) return t('In step with real time')
  const parts: [number, ConsoleText][] = [
    [Math.floor(minutes / (24 * 60)), '{count, plural, one {# day} other {# days}}'],
    [Math.floor(minutes / 60) % 24, '{count, plural, one {# hour} other {# hours}}'],
    [minutes % 60, '{count, plural, one {# minute} other {# minutes}}'],
  ]
  const text = parts.filter(([n]) => n > 0).map(([count, unit]) => t(unit, { count }))
  return t('{time} ahead of real time', { time: text.join(' ') })
}

export function SandboxClockPanel() {
  const clock = useQuery(sandboxClockQueries.current())
  const advance = useAdvanceClock()
  const [seconds, setSeconds] = useState('')
  const [error, setError] = useState<string | undefined>()

  const move = (by: number, onDone?: () => void) =>
    advance.mutate(by, {
      onSuccess: (view) => {
        notify(t('Sandbox clock moved to {time}', { time: dateTime(view.now) }))
        onDone?.()
      },
      onError: (failure) => setError(serverFieldErrors(failure, ['seconds']).seconds),
    })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const value = seconds.trim() === '' ? undefined : Number(seconds)
    const found = schemaErrors(ClockAdvanceSchema, { seconds: value }).seconds
    setError(found)
    if (found || value === undefined) return
    move(value, () => setSeconds(''))
  }

  return (
    <Card.Root size="sm" asChild>
      <section aria-label={t('Sandbox clock')}>
        <Card.Header>
          <Card.Title>{t('Sandbox clock')}</Card.Title>
        </Card.Header>
        <Card.Body>
          <Stack gap="3">
            <Text>
              {t('Server time:')}{' '}
              {clock.data ? (
                <Text asChild fontWeight="semibold">
                  <time dateTime={clock.data.now}>{dateTime(clock.data.now)}</time>
                </Text>
              ) : (
                '—'
              )}
              {clock.data ? (
                <Text as="span" color="fg.muted">
                  {' '}
                  ({aheadText(clock.data.offset_seconds)})
                </Text>
              ) : null}
            </Text>
            <HStack gap="2" wrap="wrap" align="end">
              <Button size="sm" variant="outline" disabled={advance.isPending} onClick={() => move(HOUR)}>
                {t('+1 hour')}
              </Button>
              <Button size="sm" variant="outline" disabled={advance.isPending} onClick={() => move(DAY)}>
                {t('+1 day')}
              </Button>
              <HStack asChild gap="2" align="end">
                <form onSubmit={onSubmit} noValidate aria-label={t('Advance clock by seconds')}>
                  <Field.Root invalid={Boolean(error)} width="auto">
                    <Field.Label>{t('Seconds')}</Field.Label>
                    <Input
                      size="sm"
                      inputMode="numeric"
                      width="10rem"
                      value={seconds}
                      onChange={(event) => {
                        setSeconds(event.target.value)
                        setError(undefined)
                      }}
                    />
                    <Field.ErrorText>{error}</Field.ErrorText>
                  </Field.Root>
                  <Button size="sm" type="submit" loading={advance.isPending}>
                    {t('Advance clock')}
                  </Button>
                </form>
              </HStack>
            </HStack>
          </Stack>
        </Card.Body>
      </section>
    </Card.Root>
  )
}
