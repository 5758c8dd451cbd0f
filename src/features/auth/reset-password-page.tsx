// /reset-password?token=: a new password (SPEC §5 rule) and its confirmation, then back to the login page.
import type { FormEvent } from 'react'
import { Alert, Link as ChakraLink, Stack } from '@chakra-ui/react'
import { Link, useNavigate } from '@tanstack/react-router'
import { useResetPassword } from '@/api/auth.ts'
import { useForm } from '@/app/forms/use-form.ts'
import { AuthCard, AuthField, AuthForm, AuthInput, AuthSubmit, BackToLogin } from './auth-card.tsx'
import { validateResetForm } from './auth-validation.ts'
import { t } from '@/i18n/i18n.ts'

// Asked for while rendering, once the language is active.
export const passwordHint = () =>
  t('At least 8 characters, with an uppercase and a lowercase letter, a digit and one of !@#$%&*()')

export const passwordChangedMessage = () =>
  t('Your password has been changed. Log in with your new password.')

export function ResetPasswordPage({ token }: { token?: string }) {
  const navigate = useNavigate()
  const reset = useResetPassword()
  const form = useForm({ password: '', password_confirmation: '' })

  if (!token) {
    return (
      <AuthCard title={t('Reset password')}>
        <Stack gap="5">
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{t('This reset link is incomplete. Ask for a new one.')}</Alert.Title>
          </Alert.Root>
          <ChakraLink asChild color="brand.fg" fontSize="sm" alignSelf="center">
            <Link to="/forgot-password">{t('Ask for a new link')}</Link>
          </ChakraLink>
        </Stack>
      </AuthCard>
    )
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!form.validate((locale) => validateResetForm(form.values, locale))) return
    reset.mutate(
      { token, ...form.values },
      { onSuccess: () => void navigate({ to: '/login', search: { message: passwordChangedMessage() } }) },
    )
  }

  const password = (name: keyof typeof form.values) => (
    <AuthInput type="password" autoComplete="new-password" {...form.bind(name)} />
  )

  return (
    <AuthCard title={t('Reset password')} subtitle={t('Choose a new password for your account.')}>
      <AuthForm label={t('Reset password')} formRef={form.formRef} onSubmit={onSubmit}>
        <AuthField label={t('New password')} error={form.errors.password} helper={passwordHint()}>
          {password('password')}
        </AuthField>
        <AuthField label={t('Confirm new password')} error={form.errors.password_confirmation}>
          {password('password_confirmation')}
        </AuthField>
        <AuthSubmit pending={reset.isPending} pendingLabel={t('Saving')}>
          {t('Set new password')}
        </AuthSubmit>
        <BackToLogin />
      </AuthForm>
    </AuthCard>
  )
}
