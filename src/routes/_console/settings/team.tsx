import { createFileRoute } from '@tanstack/react-router'
import { stripListDefaults } from '@/app/ui/list-search.ts'
import { TeamPage } from '@/features/team/team-page.tsx'
import { TeamSearchSchema } from '@/features/team/team-search.ts'

// Not in SPEC §2: the account's members and invitations (SPEC §7 users, accounts/{id}/users;
// src/contract/team.ts).
export const Route = createFileRoute('/_console/settings/team')({
  staticData: {
    title: 'Team',
    subtitle: 'Who works in this account, with which role, and who is invited',
  },
  validateSearch: TeamSearchSchema,
  search: { middlewares: [stripListDefaults()] },
  component: TeamPage,
})
