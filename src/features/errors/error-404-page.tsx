import { Link } from '@tanstack/react-router'
import { t } from '@/i18n/i18n.ts'
import { StatusPage } from './status-page.tsx'

export function Error404Page() {
  return (
    <StatusPage code="404" title={t('Page not found')} action={<Link to="/">{t('Back to home')}</Link>}>
      {t('The page you are looking for does not exist or has moved.')}
    </StatusPage>
  )
}
