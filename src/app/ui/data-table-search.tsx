// The list search box: typing updates the URL after a pause, so every keystroke is not a request.
import { useEffect, useRef, useState } from 'react'
import { CloseButton, Input, InputGroup } from '@chakra-ui/react'
import { LAYOUT_DEFAULTS } from './layout-prefs.ts'
import { t } from '@/i18n/i18n.ts'

export const SEARCH_DEBOUNCE_MS = 350

interface DataTableSearchProps {
  value: string | undefined
  onChange: (search: string | undefined) => void
  label: string
}

export function DataTableSearch({ value, onChange, label }: DataTableSearchProps) {
  const [text, setText] = useState(value ?? '')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const onChangeRef = useRef(onChange)
  useEffect(() => {
    onChangeRef.current = onChange
  })

  // Back/forward or a link changes the URL: show its search, unless it is what is being typed (the URL
  // holds the trimmed text, and resetting would eat a trailing space mid-word).
  useEffect(() => {
    setText((current) => (current.trim() === (value ?? '') ? current : (value ?? '')))
  }, [value])

  useEffect(() => () => clearTimeout(timer.current), [])

  const schedule = (next: string) => {
    setText(next)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      const trimmed = next.trim()
      if (trimmed !== (value ?? '')) onChangeRef.current(trimmed === '' ? undefined : trimmed)
    }, SEARCH_DEBOUNCE_MS)
  }

  return (
    <InputGroup
      flex={{ base: '1 1 100%', sm: '1 1 14rem' }}
      minW="0"
      maxW={{ sm: 'sm' }}
      endElement={
        text ? (
          <CloseButton
            size="xs"
            aria-label={t('Clear search')}
            onClick={() => {
              clearTimeout(timer.current)
              setText('')
              onChange(undefined)
            }}
          />
        ) : undefined
      }
    >
      <Input
        type="search"
        aria-label={label}
        placeholder={label}
        size={LAYOUT_DEFAULTS.formSize}
        value={text}
        onChange={(event) => schedule(event.target.value)}
        onKeyDown={(event) => {
          // Enter searches at once.
          if (event.key !== 'Enter') return
          clearTimeout(timer.current)
          const trimmed = text.trim()
          onChange(trimmed === '' ? undefined : trimmed)
        }}
      />
    </InputGroup>
  )
}
