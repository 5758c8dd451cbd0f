import { createFileRoute, redirect } from '@tanstack/react-router'

// Links sent before the token moved to the fragment (/invite/<token>): the same page, with the token moved
// out of the address the page keeps.
export const Route = createFileRoute('/invite/$token')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/invite', hash: params.token, replace: true })
  },
})
