import { Link } from '@tanstack/react-router'
import { StatusPage } from './status-page.tsx'

export function Error404Page() {
  return (
    <StatusPage code="404" title="Page not found" action={<Link to="/">Back to home</Link>}>
      The page you are looking for does not exist or has moved.
    </StatusPage>
  )
}
