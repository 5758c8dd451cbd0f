// /forgot-password and /forgot-username: one email form; the answer is the same whether or not the
// address is registered, so the page never tells anyone which addresses have accounts.
import type { FormEvent } from 'react'
import { Alert, Stack, Text } from '@chakra-ui/react'
import { useForgot, type ForgotKind } from '@/api/auth.ts'
import { useForm } from '@/app/forms/use-form.ts'
import { AuthCard, AuthField, AuthForm, AuthInput, AuthSubmit, BackToLogin } from './auth-card.tsx'
import { validateEmailForm } from './auth-validation.ts'
import { t } from '@/i18n/i18n.ts'

// Asked for while rendering, once the language is active.
const copy = (kind: ForgotKind): { title: string; intro: string } =>
  kind === 'password'
    ? {
        title: t('Forgot password'),
        intro: t(
          'Enter the email address of your account and we will send you a link to set a new password.',
        ),
      }
    : {
        title: t('Forgot username'),
        intro: t('Enter the email address of your account and we will email you your username.'),
      }

export const forgotConfirmation = () =>
  t('If this email address belongs to an account, we have sent it an email. Check your inbox.')

export function ForgotPage({ kind }: { kind: ForgotKind }) {
  const forgot = useForgot()
  const form = useForm({ email: '' })
  const { title, intro } = copy(kind)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!form.validate((locale) => validateEmailForm(form.values, locale))) return
    forgot.mutate({ email: form.values.email.trim(), type: kind })
  }

  return (
    <AuthCard title={title}>
      <Stack gap="5">
        {forgot.isSuccess ? (
          <Alert.Root status="success" role="status" data-testid="forgot-confirmation">
            <Alert.Indicator />
            <Alert.Title>{forgotConfirmation()}</Alert.Title>
          </Alert.Root>
        ) : (
          <>
            <Text color="fg.muted">{intro}</Text>
            <AuthForm label={title} formRef={form.formRef} onSubmit={onSubmit}>
              <AuthField label={t('Email')} error={form.errors.email}>
                <AuthInput type="email" autoComplete="email" {...form.bind('email')} />
              </AuthField>
              <AuthSubmit pending={forgot.isPending} pendingLabel={t('Sending')}>
                {t('Send email')}
              </AuthSubmit>
            </AuthForm>
          </>
        )}
        <BackToLogin />
      </Stack>
    </AuthCard>
  )
}
