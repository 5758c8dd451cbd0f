// /invite#{token}: the invitation link. Shows who invited whom to which account with which role; a new user
// sets their name and a password (SPEC §5 rule), someone with a login gives its password; either way they
// are then logged in to the account. An expired, used, revoked or unknown link says so and what to do.
import type { FormEvent } from 'react'
import { Alert, Link as ChakraLink, Spinner, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { ApiError } from '@/api/client.ts'
import { teamQueries, useAcceptInvitation } from '@/api/team.ts'
import { dateTime } from '@/app/ui/data-table-cells.tsx'
import { FormField } from '@/app/ui/form-field.tsx'
import { roleWord } from '@/app/ui/role-words.ts'
import { useForm } from '@/app/forms/use-form.ts'
import type { FieldErrors } from '@/app/forms/form-errors.ts'
import { ResponseCode } from '@/contract/codes.ts'
import { formatMessage, type Locale } from '@/contract/messages.ts'
import { NewMemberSchema, type PublicInvitation } from '@/contract/team.ts'
import { AuthCard, AuthField, AuthForm, AuthInput, AuthSubmit } from './auth-card.tsx'
import { passwordHint } from './reset-password-page.tsx'
import { RefusalAlert } from '@/app/widgets/refusal-alert.tsx'
import { t } from '@/i18n/i18n.ts'

const FIELDS = ['full_name', 'password', 'password_confirmation'] as const

function LinkProblem({ error }: { error: unknown }) {
  const envelope = error instanceof ApiError ? error.envelope : null
  const used = envelope?.response_code === ResponseCode.INVITATION_USED
  return (
    <AuthCard title={t('Invitation')}>
      <Stack gap="5">
        <Alert.Root status={used ? 'info' : 'error'} role="alert" data-testid="invitation-problem">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {envelope?.description ??
                t('The invitation could not be loaded. Check your connection and open the link again.')}
            </Alert.Title>
            {envelope ? (
              <Alert.Description>
                {t('Error code: {code}', { code: envelope.response_code })}
              </Alert.Description>
            ) : null}
          </Alert.Content>
        </Alert.Root>
        <ChakraLink asChild color="brand.fg" fontSize="sm" alignSelf="center">
          <Link to="/login">{t('Go to login')}</Link>
        </ChakraLink>
      </Stack>
    </AuthCard>
  )
}

function AcceptForm({ token, invitation }: { token: string; invitation: PublicInvitation }) {
  const navigate = useNavigate()
  const accept = useAcceptInvitation(token)
  const form = useForm({ full_name: '', password: '', password_confirmation: '' })
  const existing = invitation.existing_user

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!existing && !form.check(NewMemberSchema, form.values)) return
    // A login's own password: only that it is given (the contract's message, in the form's language).
    const passwordGiven = (locale: Locale): FieldErrors =>
      form.values.password ? {} : { password: formatMessage('required', locale, { field: 'password' }) }
    if (existing && !form.validate(passwordGiven)) return
    const body = existing ? { password: form.values.password } : form.values
    accept.mutate(body, {
      onSuccess: () => void navigate({ to: '/dashboard', replace: true }),
      onError: (error) => form.showServerErrors(error, FIELDS),
    })
  }
  const password = (name: 'password' | 'password_confirmation', autoComplete: string) => (
    <AuthInput type="password" autoComplete={autoComplete} {...form.bind(name)} />
  )

  return (
    <AuthCard
      title={t('Join {account}', { account: invitation.account_name })}
      subtitle={t('{inviter} invited you as {role}.', {
        inviter: invitation.invited_by_name ?? invitation.account_name,
        role: roleWord(invitation.role_code, invitation.role_name),
      })}
    >
      <AuthForm label={t('Accept invitation')} formRef={form.formRef} onSubmit={onSubmit}>
        <RefusalAlert error={accept.error} testId="accept-error" />
        <FormField markRequired={false} label={t('Email')}>
          <AuthInput value={invitation.email} readOnly autoComplete="username" />
        </FormField>
        {existing ? (
          <>
            <Text fontSize="sm" color="fg.muted">
              {t('You already have a login with this email. Enter its password to join this account.')}
            </Text>
            <AuthField label={t('Password')} error={form.errors.password}>
              {password('password', 'current-password')}
            </AuthField>
          </>
        ) : (
          <>
            <AuthField label={t('Full name')} error={form.errors.full_name}>
              <AuthInput autoComplete="name" {...form.bind('full_name')} />
            </AuthField>
            <AuthField label={t('Password')} error={form.errors.password} helper={passwordHint()}>
              {password('password', 'new-password')}
            </AuthField>
            <AuthField label={t('Confirm password')} error={form.errors.password_confirmation}>
              {password('password_confirmation', 'new-password')}
            </AuthField>
          </>
        )}
        <AuthSubmit pending={accept.isPending} pendingLabel={t('Joining')}>
          {existing ? t('Join and log in') : t('Set password and join')}
        </AuthSubmit>
        <Text fontSize="xs" color="fg.muted" textAlign="center">
          {t('This invitation expires {date}.', {
            date: dateTime(invitation.expires_at),
          })}
        </Text>
      </AuthForm>
    </AuthCard>
  )
}

export function AcceptInvitationPage({ token }: { token: string }) {
  const query = useQuery(teamQueries.publicInvitation(token))
  if (query.isPending) {
    return (
      <AuthCard title={t('Invitation')}>
        <Stack align="center" py="6" role="status" aria-live="polite">
          <Spinner />
          <Text color="fg.muted">{t('Opening your invitation…')}</Text>
        </Stack>
      </AuthCard>
    )
  }
  if (query.isError) return <LinkProblem error={query.error} />
  return <AcceptForm token={token} invitation={query.data} />
}
