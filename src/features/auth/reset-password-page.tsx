// /reset-password?token=: a new password (SPEC §5 rule) and its confirmation, then back to the login page.
import { useState, type FormEvent } from 'react'
import { Alert, Button, Field, Input, Link as ChakraLink, Stack } from '@chakra-ui/react'
import { Link, useNavigate } from '@tanstack/react-router'
import { useResetPassword } from '@/api/auth.ts'
import { LAYOUT_DEFAULTS, useFormLocale } from '@/app/layout-prefs.ts'
import { AuthCard } from './auth-card.tsx'
import { validateResetForm, type FieldErrors } from './auth-validation.ts'

const PASSWORD_HINT =
  'At least 8 characters, with an uppercase and a lowercase letter, a digit and one of !@#$%&*()'

export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed. Log in with your new password.'

export function ResetPasswordPage({ token }: { token?: string }) {
  const navigate = useNavigate()
  const reset = useResetPassword()
  const [values, setValues] = useState({ password: '', password_confirmation: '' })
  const [errors, setErrors] = useState<FieldErrors>({})
  const locale = useFormLocale()

  if (!token) {
    return (
      <AuthCard title="Reset password">
        <Stack gap="5">
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>This reset link is incomplete. Ask for a new one.</Alert.Title>
          </Alert.Root>
          <ChakraLink asChild color="brand.fg" fontSize="sm" alignSelf="center">
            <Link to="/forgot-password">Ask for a new link</Link>
          </ChakraLink>
        </Stack>
      </AuthCard>
    )
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found = validateResetForm(values, locale)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    reset.mutate(
      { token, ...values },
      { onSuccess: () => void navigate({ to: '/login', search: { message: PASSWORD_CHANGED_MESSAGE } }) },
    )
  }

  const field = (name: keyof typeof values, label: string, helper?: string) => (
    <Field.Root invalid={Boolean(errors[name])} required>
      <Field.Label>{label}</Field.Label>
      <Input
        name={name}
        type="password"
        autoComplete="new-password"
        size={LAYOUT_DEFAULTS.formSize}
        value={values[name]}
        onChange={(event) => {
          const value = event.target.value
          setValues((current) => ({ ...current, [name]: value }))
          if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }))
        }}
      />
      {helper && !errors[name] ? <Field.HelperText>{helper}</Field.HelperText> : null}
      <Field.ErrorText>{errors[name]}</Field.ErrorText>
    </Field.Root>
  )

  return (
    <AuthCard title="Reset password" subtitle="Choose a new password for your account.">
      <Stack asChild gap="4">
        <form onSubmit={onSubmit} noValidate aria-label="Reset password">
          {field('password', 'New password', PASSWORD_HINT)}
          {field('password_confirmation', 'Confirm new password')}
          <Button type="submit" loading={reset.isPending} loadingText="Saving">
            Set new password
          </Button>
          <ChakraLink asChild color="brand.fg" fontSize="sm" alignSelf="center">
            <Link to="/login">Back to login</Link>
          </ChakraLink>
        </form>
      </Stack>
    </AuthCard>
  )
}
