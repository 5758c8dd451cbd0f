// What a member sees on a page their role may not use (src/contract/roles.ts): which roles may, and a way
// back. The menu already hides such pages; this is for a typed or shared address.
import { Button, EmptyState, Stack } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import type { Permission } from '@/contract/roles.ts'
import { t } from '@/i18n/i18n.ts'

/** Who may, in the reader's language: src/contract/roles.ts's rule, worded for the console. */
const whoMay = (permission: Permission): string =>
  ({
    view: t('Every member of this account can see records and reports.'),
    sell: t(
      'Only owners, administrators and staff can change customers, collections, bills, products, stores, orders, shipping, discounts and pages.',
    ),
    money: t(
      'Only owners, administrators and finance can move money out (payouts, settlements, voids, refunds, virtual accounts).',
    ),
    settings: t('Only owners and administrators can change the account’s settings.'),
    team: t('Only owners and administrators can manage users and invitations.'),
  })[permission]

/** `title` is the whole heading in the reader's language: "You do not have access to the team". */
export function NoAccess({ permission, title }: { permission: Permission; title: string }) {
  return (
    <EmptyState.Root data-testid="no-access">
      <EmptyState.Content>
        <Stack textAlign="center" align="center">
          <EmptyState.Title as="h2">{title}</EmptyState.Title>
          <EmptyState.Description>
            {whoMay(permission)} {t('Ask an owner of this account if you need it.')}
          </EmptyState.Description>
        </Stack>
        <Button asChild variant="outline" size="sm">
          <Link to="/dashboard">{t('Back to the dashboard')}</Link>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  )
}
