// Invite someone by email with a role: the link goes out by email (the sandbox outbox) and expires in 72
// hours.
import { Input, Stack, Text } from '@chakra-ui/react'
import { useInvite, useMyRole } from '@/api/team.ts'
import { ChoiceSelect } from '@/app/ui/form-controls.tsx'
import { FormDialog } from '@/app/ui/form-dialog.tsx'
import { FormField } from '@/app/ui/form-field.tsx'
import { notify } from '@/app/ui/toaster.tsx'
import { useForm } from '@/app/forms/use-form.ts'
import { INVITATION_TTL_HOURS, InvitationCreateSchema } from '@/contract/team.ts'
import { RefusalAlert } from '@/app/widgets/refusal-alert.tsx'
import { roleChoices } from './role-choices.ts'

const FIELDS = ['email', 'role_code'] as const

/** Mounted while open, so each opening starts empty. */
export function InviteDialog({ onClose }: { onClose: () => void }) {
  const invite = useInvite()
  const role = useMyRole()
  const form = useForm({ email: '', role_code: 'staff' })

  const onSubmit = () => {
    if (!form.check(InvitationCreateSchema, form.values)) return
    invite.mutate(form.values as { email: string; role_code: 'staff' }, {
      onSuccess: (sent) => {
        notify('Invitation sent', 'success', `${sent.email} has ${INVITATION_TTL_HOURS} hours to accept it.`)
        onClose()
      },
      onError: (error) => form.showServerErrors(error, FIELDS),
    })
  }

  return (
    <FormDialog
      open
      title="Invite a team member"
      saveLabel="Send invitation"
      saving={invite.isPending}
      savingLabel="Sending"
      onClose={onClose}
      onSubmit={onSubmit}
      formRef={form.formRef}
    >
      <Stack gap="4">
        <RefusalAlert error={invite.error} testId="invite-error" />
        <FormField label="Email" required error={form.errors.email}>
          <Input type="email" autoComplete="off" {...form.bind('email')} />
        </FormField>
        <FormField label="Role" required error={form.errors.role_code}>
          <ChoiceSelect choices={roleChoices(role, null)} {...form.bind('role_code')} />
        </FormField>
        <Text fontSize="sm" color="fg.muted">
          They get an email with a link to set their password. The link works once and expires in{' '}
          {INVITATION_TTL_HOURS} hours.
        </Text>
      </Stack>
    </FormDialog>
  )
}
