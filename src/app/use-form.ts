// The house form hook: controlled values, messages under their fields in the layout's language (SPEC §5:
// Arabic when RTL), the keyboard taken to the first field to fix, and the server's breakdown when it answers.
// Payer and shopper pages use it too: keep it small and free of console imports.
import { useRef, useState, type ChangeEvent } from 'react'
import type * as v from 'valibot'
import { schemaErrors, serverFieldErrors, type FieldErrors } from './form-errors.ts'
import { useFormLocale } from './layout-prefs.ts'

type TextElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement
type TextNames<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string

// A changed field's messages go, its items' too ("days" clears "days.1.opens_at").
const without = (errors: FieldErrors, names: string[]): FieldErrors => {
  const stays = ([path]: [string, string]) => !names.some((name) => path === name || path.startsWith(`${name}.`))
  const kept = Object.entries(errors).filter(stays)
  return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept)
}

export function useForm<V extends object>(initial: V | (() => V)) {
  const locale = useFormLocale()
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<V>(initial)
  const [errors, setErrors] = useState<FieldErrors>({})

  /** Changes fields and clears their messages. */
  const change = (patch: Partial<V>) => {
    setValues((current) => ({ ...current, ...patch }))
    setErrors((current) => without(current, Object.keys(patch)))
  }

  /** Shows these messages (and nothing else); true when there is something to fix. */
  const showErrors = (found: FieldErrors): boolean => {
    setErrors(found)
    const invalid = Object.keys(found).length > 0
    if (invalid)
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
    return invalid
  }

  return {
    values,
    errors,
    locale,
    formRef,
    change,
    showErrors,
    /** Props of a text input, textarea or select bound to a string field. */
    bind: (name: TextNames<V>) => ({
      name,
      value: values[name] as string,
      onChange: (event: ChangeEvent<TextElement>) => change({ [name]: event.target.value } as Partial<V>),
    }),
    /** Checks the payload with the contract's schema in the form's language; true when it passes. */
    check: (schema: v.GenericSchema, input: unknown) => !showErrors(schemaErrors(schema, input, locale)),
    /** The server's breakdown, on the fields this form has. */
    showServerErrors: (error: unknown, fields: readonly string[]) => showErrors(serverFieldErrors(error, fields)),
  }
}
