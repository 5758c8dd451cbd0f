// /login (SPEC §2): username and password; failures show "{code}: {description}" on the page.
import { useState, type FormEvent } from 'react'
import { Alert, Button, Field, HStack, Input, Link as ChakraLink, Stack } from '@chakra-ui/react'
import { Link, useNavigate } from '@tanstack/react-router'
import { useLogin } from '@/api/auth.ts'
import { LAYOUT_DEFAULTS, useFormLocale } from '@/app/layout-prefs.ts'
import { AuthCard } from './auth-card.tsx'
import { DemoLogins } from './demo-logins.tsx'
import { failureMessage } from './failure-message.ts'
import { validateLoginForm, type FieldErrors } from './auth-validation.ts'

export function LoginPage({ message }: { message?: string }) {
  const navigate = useNavigate()
  const login = useLogin()
  const [values, setValues] = useState({ username: '', password: '' })
  const [errors, setErrors] = useState<FieldErrors>({})
  const locale = useFormLocale()

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found = validateLoginForm(values, locale)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    login.mutate(
      { username: values.username.trim(), password: values.password },
      {
        onSuccess: () => void navigate({ to: '/dashboard' }),
      },
    )
  }

  const set = (field: keyof typeof values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }))
  }

  return (
    <AuthCard title="Log in" subtitle="Welcome to your Niaga merchant console.">
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
        <Stack asChild gap="4">
          <form onSubmit={onSubmit} noValidate aria-label="Log in">
            <Field.Root invalid={Boolean(errors.username)} required>
              <Field.Label>Username</Field.Label>
              <Input
                name="username"
                autoComplete="username"
                size={LAYOUT_DEFAULTS.formSize}
                value={values.username}
                onChange={(event) => set('username')(event.target.value)}
              />
              <Field.ErrorText>{errors.username}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(errors.password)} required>
              <Field.Label>Password</Field.Label>
              <Input
                name="password"
                type="password"
                autoComplete="current-password"
                size={LAYOUT_DEFAULTS.formSize}
                value={values.password}
                onChange={(event) => set('password')(event.target.value)}
              />
              <Field.ErrorText>{errors.password}</Field.ErrorText>
            </Field.Root>
            <Button type="submit" loading={login.isPending} loadingText="Logging in">
              Log in
            </Button>
          </form>
        </Stack>
        <HStack justify="space-between" fontSize="sm" wrap="wrap">
          <ChakraLink asChild color="brand.fg">
            <Link to="/forgot-password">Forgot password?</Link>
          </ChakraLink>
          <ChakraLink asChild color="brand.fg">
            <Link to="/forgot-username">Forgot username?</Link>
          </ChakraLink>
        </HStack>
        <DemoLogins
          onPick={(username, password) => {
            setValues({ username, password })
            setErrors({})
          }}
        />
      </Stack>
    </AuthCard>
  )
}
