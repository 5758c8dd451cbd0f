// Labelled form fields of the public pages, as Chakra's Field does it: the root gives its control an id,
// aria-invalid, aria-describedby (the helper or the error), required and disabled; the label points at the
// control; the error shows only while the field is invalid. Chakra's field, input and native-select recipes
// style them.
import { createContext, useContext, useId, type ComponentProps } from 'react'
import { createStyleContext, styled } from 'styled-system/jsx'
import { field, input, nativeSelect } from 'styled-system/recipes'

interface FieldState {
  id: string
  helperId: string
  errorId: string
  invalid: boolean
  required: boolean
  disabled: boolean
}

const FieldContext = createContext<FieldState | null>(null)
const styles = createStyleContext(field)
const StyledRoot = styles.withProvider('div', 'root')

interface RootProps extends ComponentProps<typeof StyledRoot> {
  invalid?: boolean | undefined
  required?: boolean | undefined
  disabled?: boolean | undefined
}

function Root({ invalid = false, required = false, disabled = false, ...props }: RootProps) {
  const id = useId()
  const state = { id, helperId: `${id}-helper`, errorId: `${id}-error`, invalid, required, disabled }
  return (
    <FieldContext.Provider value={state}>
      <StyledRoot
        role="group"
        data-invalid={invalid ? '' : undefined}
        data-disabled={disabled ? '' : undefined}
        {...props}
      />
    </FieldContext.Provider>
  )
}

const StyledLabel = styles.withContext('label', 'label')
const StyledHelper = styles.withContext('div', 'helperText')
const StyledError = styles.withContext('div', 'errorText')
const StyledRequired = styles.withContext('span', 'requiredIndicator')

function Label({ srOnly, ...props }: ComponentProps<typeof StyledLabel> & { srOnly?: boolean | undefined }) {
  const state = useContext(FieldContext)
  return <StyledLabel htmlFor={state?.id} srOnly={srOnly} {...props} />
}

function HelperText(props: ComponentProps<typeof StyledHelper>) {
  return <StyledHelper id={useContext(FieldContext)?.helperId} {...props} />
}

function ErrorText(props: ComponentProps<typeof StyledError>) {
  const state = useContext(FieldContext)
  if (!state?.invalid) return null
  return <StyledError id={state.errorId} aria-live="polite" {...props} />
}

function RequiredIndicator(props: ComponentProps<typeof StyledRequired>) {
  return (
    <StyledRequired aria-hidden="true" {...props}>
      *
    </StyledRequired>
  )
}

export const Field = { Root, Label, HelperText, ErrorText, RequiredIndicator }

/** The attributes a control takes from the field around it (none outside a field). */
function useFieldControl() {
  const state = useContext(FieldContext)
  if (!state) return {}
  return {
    id: state.id,
    required: state.required || undefined,
    disabled: state.disabled || undefined,
    'aria-invalid': state.invalid || undefined,
    'aria-describedby': state.invalid ? state.errorId : state.helperId,
  }
}

const StyledInput = styled('input', input)

export function Input(props: ComponentProps<typeof StyledInput>) {
  return <StyledInput {...useFieldControl()} {...props} />
}

const selectStyles = createStyleContext(nativeSelect)
const StyledSelect = selectStyles.withContext('select', 'field')
const StyledIndicator = selectStyles.withContext('div', 'indicator')

function SelectField(props: ComponentProps<typeof StyledSelect>) {
  return <StyledSelect {...useFieldControl()} {...props} />
}

function SelectIndicator(props: ComponentProps<typeof StyledIndicator>) {
  return (
    <StyledIndicator {...props}>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="m6 9 6 6 6-6" />
      </svg>
    </StyledIndicator>
  )
}

export const NativeSelect = {
  Root: selectStyles.withProvider('div', 'root'),
  Field: SelectField,
  Indicator: SelectIndicator,
}
