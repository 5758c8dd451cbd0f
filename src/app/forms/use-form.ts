// The house form hook: controlled values, messages under their fields in the layout's language (SPEC §5:
// Arabic when RTL, and a message already shown follows a switch of the layout), the keyboard taken to the
// first field to fix, and the server's breakdown when it answers.
// Payer and shopper pages use it too: keep it small and free of console imports.
import { useMemo, useRef, useState, type ChangeEvent } from 'react'
import type * as v from 'valibot'
import type { Locale } from '@/contract/messages.ts'
import { schemaErrors, serverFieldErrors, type FieldErrors } from './form-errors.ts'
import { useFormLocale } from '../ui/layout-prefs.ts'

type TextElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement
type TextNames<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string
type FlagNames<V> = { [K in keyof V]: V[K] extends boolean ? K : never }[keyof V] & string
/** A form's check in a given language. */
type Check = (locale: Locale) => FieldErrors

// A changed field's messages go, its items' too ("days" clears "days.1.opens_at").
const without = (errors: FieldErrors, names: string[]): FieldErrors => {
  const stays = ([path]: [string, string]) =>
    !names.some((name) => path === name || path.startsWith(`${name}.`))
  const kept = Object.entries(errors).filter(stays)
  return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept)
}

export function useForm<V extends object>(initial: V | (() => V)) {
  const locale = useFormLocale()
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<V>(initial)
  const [shown, setShown] = useState<{ errors: FieldErrors; locale: Locale; check: Check | null }>({
    errors: {},
    locale,
    check: null,
  })

  // The messages in the layout's language: those of the last check are said again in the new one (the
  // fields still showing one are unchanged since); the server's own stay as it wrote them.
  const errors = useMemo(() => {
    if (shown.locale === locale || !shown.check) return shown.errors
    const again = shown.check(locale)
    return Object.fromEntries(
      Object.entries(shown.errors).map(([field, text]) => [field, again[field] ?? text]),
    )
  }, [shown, locale])

  /** Changes fields and clears their messages. */
  const change = (patch: Partial<V>) => {
    setValues((current) => ({ ...current, ...patch }))
    setShown((current) => ({ ...current, errors: without(current.errors, Object.keys(patch)) }))
  }

  const show = (found: FieldErrors, check: Check | null): boolean => {
    setShown({ errors: found, locale, check })
    const invalid = Object.keys(found).length > 0
    if (invalid)
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      )
    return invalid
  }

  return {
    values,
    errors,
    locale,
    formRef,
    change,
    /** Props of a text input, textarea or select bound to a string field. */
    bind: (name: TextNames<V>) => ({
      name,
      value: values[name] as string,
      onChange: (event: ChangeEvent<TextElement>) => change({ [name]: event.target.value } as Partial<V>),
    }),
    /** Props of a DayInput (src/app/ui/day-input.tsx) bound to a yyyy-MM-dd field. */
    bindDay: (name: TextNames<V>) => ({
      name,
      value: values[name] as string,
      onValueChange: (value: string) => change({ [name]: value } as Partial<V>),
    }),
    /** Props of a control that hands over its value (a rich-text editor) bound to a string field. */
    bindValue: (name: TextNames<V>) => ({
      value: values[name] as string,
      invalid: Boolean(errors[name]),
      onChange: (value: string) => change({ [name]: value } as Partial<V>),
    }),
    /** Props of a CheckField bound to a true/false field. */
    bindCheck: (name: FlagNames<V>) => ({
      name,
      checked: values[name] as boolean,
      onChange: (checked: boolean) => change({ [name]: checked } as Partial<V>),
    }),
    /** Runs the form's check in the layout's language and shows what fails; true when all is well. */
    validate: (check: Check) => !show(check(locale), check),
    /** Checks the payload with the contract's schema; true when it passes. */
    check: (schema: v.GenericSchema, input: unknown) =>
      !show(schemaErrors(schema, input, locale), (lang) => schemaErrors(schema, input, lang)),
    /** Shows these messages (and no others); true when there is something to fix. */
    showErrors: (found: FieldErrors) => show(found, null),
    /** The server's breakdown, on the fields this form has. */
    showServerErrors: (error: unknown, fields: readonly string[]) =>
      show(serverFieldErrors(error, fields), null),
  }
}
