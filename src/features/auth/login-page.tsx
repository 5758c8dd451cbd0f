// /login (SPEC §2): username and password; failures show "{code}: {description}" on the page.
import type { FormEvent } from 'react'
import { Alert, HStack, Link as ChakraLink, Stack } from '@chakra-ui/react'
import { Link, useNavigate } from '@tanstack/react-router'
import { useLogin } from '@/api/auth.ts'
import { useForm } from '@/app/forms/use-form.ts'
import { AuthCard, AuthField, AuthForm, AuthInput, AuthSubmit } from './auth-card.tsx'
import { DemoLogins } from './demo-logins.tsx'
import { failureMessage } from './failure-message.ts'
import { validateLoginForm } from './auth-validation.ts'
import { t } from '@/i18n/i18n.ts'

export function LoginPage({ message }: { message?: string }) {
  const navigate = useNavigate()
  const login = useLogin()
  const form = useForm({ username: '', password: '' })
  const { values, errors } = form

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!form.validate((locale) => validateLoginForm(values, locale))) return
    login.mutate(
      { username: values.username.trim(), password: values.password },
      {
        onSuccess: () => void navigate({ to: '/dashboard' }),
      },
    )
  }

  return (
    <AuthCard title={t('Log in')} subtitle={t('Welcome to your Niaga merchant console.')}>
      <Stack gap="5">
        {message ? (
          <Alert.Root status="info" data-testid="login-message">
            <Alert.Indicator />
            <Alert.Title>{message}</Alert.Title>
          </Alert.Root>
        ) : null}
        {login.isError ? (
          <Alert.Root status="error" role="alert" data-testid="login-error">
            <Alert.Indicator />
            <Alert.Title>{failureMessage(login.error)}</Alert.Title>
          </Alert.Root>
        ) : null}
        <AuthForm label={t('Log in')} formRef={form.formRef} onSubmit={onSubmit}>
          <AuthField label={t('Username')} error={errors.username}>
            <AuthInput autoComplete="username" {...form.bind('username')} />
          </AuthField>
          <AuthField label={t('Password')} error={errors.password}>
            <AuthInput type="password" autoComplete="current-password" {...form.bind('password')} />
          </AuthField>
          <AuthSubmit pending={login.isPending} pendingLabel={t('Logging in')}>
            {t('Log in')}
          </AuthSubmit>
        </AuthForm>
        <HStack justify="space-between" fontSize="sm" wrap="wrap">
          <ChakraLink asChild color="brand.fg">
            <Link to="/forgot-password">{t('Forgot password?')}</Link>
          </ChakraLink>
          <ChakraLink asChild color="brand.fg">
            <Link to="/forgot-username">{t('Forgot username?')}</Link>
          </ChakraLink>
        </HStack>
        <DemoLogins onPick={(username, password) => form.change({ username, password })} />
      </Stack>
    </AuthCard>
  )
}
