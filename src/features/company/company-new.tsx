// /info/new: the form, unless the account has company information already (one per account): then a way to
// it.
import { t } from '@/i18n/i18n.ts'
import { Alert, Button } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { companyQueries } from '@/api/company.ts'
import { CompanyForm } from './company-form.tsx'

export function CompanyNew() {
  const { data: existing } = useSuspenseQuery(companyQueries.me())
  if (!existing) return <CompanyForm />
  return (
    <Alert.Root status="info" maxW="3xl">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>{t('Your account already has company information')}</Alert.Title>
        <Alert.Description>{t('An account has one company record. Change it instead.')}</Alert.Description>
        <Button asChild size="sm" alignSelf="start">
          <Link to="/info/$mode/$id" params={{ mode: 'edit', id: existing.id }}>
            {t('Edit company information')}
          </Link>
        </Button>
      </Alert.Content>
    </Alert.Root>
  )
}
