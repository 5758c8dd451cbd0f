// A calendar day in the house style (SPEC's dd-MM-yyyy) whatever the browser's locale: a text box that reads
// a day typed in day-month-year order (or as yyyy-MM-dd), beside a button that opens the browser's own
// calendar. The value it hands over stays the API's yyyy-MM-dd.
import { Box, IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react'
import { useEffect, useRef, useState } from 'react'
import { t } from '@/i18n/i18n.ts'
import { houseDay, parseDay } from '@/lib/dates.ts'
import { AppIcon } from './icons.tsx'

export interface DayInputProps extends Omit<InputProps, 'value' | 'onChange' | 'type' | 'min' | 'max'> {
  /** yyyy-MM-dd, or '' for none. */
  value: string
  /** yyyy-MM-dd once the text is a day, '' once it is cleared, and the text itself while it is not a day (so
   *  a form's check can say what is wrong with it). */
  onValueChange: (value: string) => void
  /** The first and last days the calendar offers (yyyy-MM-dd). */
  min?: string | undefined
  max?: string | undefined
}

export function DayInput({ value, onValueChange, min, max, onBlur, ...props }: DayInputProps) {
  const [text, setText] = useState(() => houseDay(value))
  const calendar = useRef<HTMLInputElement>(null)
  // A value set from outside (a form's reset, a default day) shows in the house style; what is being typed
  // stays as typed.
  useEffect(() => {
    setText((current) => (current === value || parseDay(current) === value ? current : houseDay(value)))
  }, [value])

  const change = (next: string) => {
    setText(next)
    onValueChange(next.trim() === '' ? '' : (parseDay(next) ?? next))
  }

  return (
    <InputGroup
      endElementProps={{ pointerEvents: 'auto', paddingInlineEnd: '1' }}
      endElement={
        <Box position="relative">
          <IconButton
            size="xs"
            variant="ghost"
            aria-label={t('Open calendar')}
            onClick={() => {
              try {
                calendar.current?.showPicker()
              } catch {
                // A browser without showPicker: the box still takes a typed day.
              }
            }}
          >
            <AppIcon name="calendar" boxSize="4" />
          </IconButton>
          {/* The browser's calendar, anchored under the button; never focused or read out itself. */}
          <input
            ref={calendar}
            type="date"
            tabIndex={-1}
            aria-hidden="true"
            value={parseDay(text) ?? ''}
            min={min}
            max={max}
            onChange={(event) => {
              if (event.target.value) change(houseDay(event.target.value))
            }}
            style={{ position: 'absolute', insetInlineEnd: 0, bottom: 0, width: 1, height: 1, opacity: 0 }}
          />
        </Box>
      }
    >
      <Input
        {...props}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('dd-mm-yyyy')}
        value={text}
        onChange={(event) => change(event.target.value)}
        onBlur={(event) => {
          const day = parseDay(text)
          if (day) setText(houseDay(day))
          onBlur?.(event)
        }}
      />
    </InputGroup>
  )
}
