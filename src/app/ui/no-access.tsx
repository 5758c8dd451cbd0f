// What a member sees on a page their role may not use (src/contract/roles.ts): which roles may, and a way
// back. The menu already hides such pages; this is for a typed or shared address.
import { Button, EmptyState, Stack } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { permissionDeniedMessage, type Permission } from '@/contract/roles.ts'

export function NoAccess({ permission, what }: { permission: Permission; what: string }) {
  return (
    <EmptyState.Root data-testid="no-access">
      <EmptyState.Content>
        <Stack textAlign="center" align="center">
          <EmptyState.Title as="h2">You do not have access to {what}</EmptyState.Title>
          <EmptyState.Description>
            {permissionDeniedMessage(permission)}. Ask an owner of this account if you need it.
          </EmptyState.Description>
        </Stack>
        <Button asChild variant="outline" size="sm">
          <Link to="/dashboard">Back to the dashboard</Link>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  )
}
