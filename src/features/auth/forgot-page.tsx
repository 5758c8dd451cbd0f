// /forgot-password and /forgot-username: one email form; the answer is the same whether or not the
// address is registered, so the page never tells anyone which addresses have accounts.
import type { FormEvent } from 'react'
import { Alert, Button, Input, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { useForgot, type ForgotKind } from '@/api/auth.ts'
import { LAYOUT_DEFAULTS } from '@/app/ui/layout-prefs.ts'
import { useForm } from '@/app/forms/use-form.ts'
import { AuthCard, AuthField, AuthForm } from './auth-card.tsx'
import { validateEmailForm } from './auth-validation.ts'

const COPY: Record<ForgotKind, { title: string; intro: string }> = {
  password: {
    title: 'Forgot password',
    intro: 'Enter the email address of your account and we will send you a link to set a new password.',
  },
  username: {
    title: 'Forgot username',
    intro: 'Enter the email address of your account and we will email you your username.',
  },
}

export const FORGOT_CONFIRMATION =
  'If this email address belongs to an account, we have sent it an email. Check your inbox.'

export function ForgotPage({ kind }: { kind: ForgotKind }) {
  const forgot = useForgot()
  const form = useForm({ email: '' })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!form.validate((locale) => validateEmailForm(form.values, locale))) return
    forgot.mutate({ email: form.values.email.trim(), type: kind })
  }

  return (
    <AuthCard title={COPY[kind].title}>
      <Stack gap="5">
        {forgot.isSuccess ? (
          <Alert.Root status="success" role="status" data-testid="forgot-confirmation">
            <Alert.Indicator />
            <Alert.Title>{FORGOT_CONFIRMATION}</Alert.Title>
          </Alert.Root>
        ) : (
          <>
            <Text color="fg.muted">{COPY[kind].intro}</Text>
            <AuthForm label={COPY[kind].title} formRef={form.formRef} onSubmit={onSubmit}>
              <AuthField label="Email" error={form.errors.email}>
                <Input
                  type="email"
                  autoComplete="email"
                  size={LAYOUT_DEFAULTS.formSize}
                  {...form.bind('email')}
                />
              </AuthField>
              <Button type="submit" loading={forgot.isPending} loadingText="Sending">
                Send email
              </Button>
            </AuthForm>
          </>
        )}
        <ChakraLink asChild color="brand.fg" fontSize="sm" alignSelf="center">
          <Link to="/login">Back to login</Link>
        </ChakraLink>
      </Stack>
    </AuthCard>
  )
}
