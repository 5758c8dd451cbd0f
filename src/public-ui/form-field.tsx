// One labelled form field of the public pages, as the console's (src/app/ui/form-field.tsx): label (with
// the required mark or "(optional)" said by the caller), the control, a helper line and the message under
// it. An invalid field sets aria-invalid on its control, which is how useForm finds the first to fix.
import type { ComponentProps, ReactNode } from 'react'
import { Field } from './field.tsx'

interface FormFieldProps extends Omit<ComponentProps<typeof Field.Root>, 'children' | 'label'> {
  label: ReactNode
  error?: string | undefined
  helper?: ReactNode
  /** The label is read by screen readers only (a row of fields under one visible heading). */
  hideLabel?: boolean
  /** The public pages say "(optional)" instead of marking required fields with an asterisk. */
  markRequired?: boolean
  children: ReactNode
}

export function FormField(props: FormFieldProps) {
  const { label, error, helper, hideLabel, markRequired = true, required, children, ...root } = props
  return (
    <Field.Root invalid={Boolean(error)} required={required} {...root}>
      <Field.Label srOnly={hideLabel}>
        {label}
        {required && markRequired ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      {helper && !error ? <Field.HelperText>{helper}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  )
}
