// The merchant's success fields on a bill's payment page (docs/company-and-settings.md): extra details the
// payer gives before paying, checked here with the server's own rules (src/contract/success-values.ts) and
// sent with the payment.
import { useState } from 'react'
import { stack } from 'styled-system/patterns'
import { Input, NativeSelect } from '@/public-ui/field.tsx'
import { FormField } from '@/public-ui/form-field.tsx'
import { Heading } from '@/public-ui/text.tsx'
import type { PublicSuccessField } from '@/contract/public-merchant.ts'
import { useT } from '@/i18n/use-t.ts'
import { checkSuccessValues, successFieldPath, SUCCESS_TEXT_DEFAULT_MAX } from '@/contract/success-values.ts'

export interface SuccessAnswers {
  values: Record<string, string>
  errors: Record<string, string>
  set: (id: string, value: string) => void
  /** Checks every answer and shows what fails; true when all is well. */
  check: () => boolean
}

export function useSuccessAnswers(fields: readonly PublicSuccessField[]): SuccessAnswers {
  const [values, setValues] = useState<Record<string, string>>({})
  const [errors, setErrors] = useState<Record<string, string>>({})
  const focusFirst = () =>
    requestAnimationFrame(() =>
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector
      document.querySelector<HTMLElement>('[data-success-fields] [aria-invalid="true"]')?.focus(),
    )
  return {
    values,
    errors,
    set: (id, value) => {
      setValues((current) => ({ ...current, [id]: value }))
      setErrors(({ [successFieldPath(id)]: _gone, ...rest }) => rest)
    },
    check: () => {
      const found = checkSuccessValues(fields, values).errors
      setErrors(found)
      if (Object.keys(found).length > 0) focusFirst()
      return Object.keys(found).length === 0
    },
  }
}

export function SuccessFields({
  fields,
  answers,
  disabled,
}: {
  fields: readonly PublicSuccessField[]
  answers: SuccessAnswers
  disabled: boolean
}) {
  const t = useT()
  if (fields.length === 0) return null
  return (
    <fieldset className={stack({ gap: '3' })} data-success-fields disabled={disabled}>
      <Heading as="legend" size="md" mb="1">
        {t('success.heading')}
      </Heading>
      {fields.map((field) => {
        const bind = {
          name: `success_${field.key}`,
          value: answers.values[field.id] ?? '',
          onChange: (event: { target: { value: string } }) => answers.set(field.id, event.target.value),
        }
        return (
          <FormField
            key={field.id}
            label={field.required ? field.label : t('common.optional', { label: field.label })}
            markRequired={false}
            required={field.required}
            error={answers.errors[successFieldPath(field.id)]}
          >
            {field.type === 'select' ? (
              <NativeSelect.Root size="lg">
                <NativeSelect.Field {...bind}>
                  <option value="">{t('success.choose')}</option>
                  {field.options.map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            ) : field.type === 'number' ? (
              <Input size="lg" inputMode="decimal" autoComplete="off" {...bind} />
            ) : (
              <Input
                size="lg"
                autoComplete="off"
                maxLength={field.max_length ?? SUCCESS_TEXT_DEFAULT_MAX}
                {...bind}
              />
            )}
          </FormField>
        )
      })}
    </fieldset>
  )
}
