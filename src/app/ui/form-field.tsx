// One labelled form field: label (with the required mark), the control, a helper line and the message under
// it. Field.Root's `invalid` sets aria-invalid on the control, which is how useForm finds the first to fix.
// Payer and shopper pages use it too: keep it small and free of console imports.
import type { ReactNode } from 'react'
import { Field } from '@chakra-ui/react'

interface FormFieldProps extends Omit<Field.RootProps, 'children' | 'label'> {
  label: ReactNode
  error?: string | undefined
  helper?: ReactNode
  /** The label is read by screen readers only (a row of fields under one visible heading). */
  hideLabel?: boolean
  /** The public and sign-in pages say "(optional)" instead of marking required fields with an asterisk. */
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
