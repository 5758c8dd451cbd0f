import { Link } from '@tanstack/react-router'
import { StatusPage } from './status-page.tsx'

export function StoreNotFoundPage() {
  return (
    <StatusPage code="404" title="Store not found" action={<Link to="/">Back to home</Link>}>
      This store does not exist or is not open at the moment. Check the link you were given.
    </StatusPage>
  )
}
