// Shared states of the payment pages: loading, a failed load with a retry, and a notice panel.
import type { ReactNode } from 'react'
import { Card } from '@/public-ui/card.tsx'
import { Heading, Text } from '@/public-ui/text.tsx'
import { LoadErrorAlert, PageLoading } from '@/public-ui/page-states.tsx'
import { failureText } from './pay-helpers.ts'
import { useT } from '@/i18n/use-t.ts'

export function PayLoading({ label }: { label?: string }) {
  const t = useT()
  return <PageLoading label={label ?? t('pay.loading_details')} color="brand.solid" />
}

export function PayLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT()
  return <LoadErrorAlert title={t('pay.load_failed')} description={failureText(error)} onRetry={onRetry} />
}

export function PayNotice({
  title,
  children,
  status = 'info',
  level = 'h2',
}: {
  title: string
  /** h1 when the notice is the whole page (a link that leads nowhere), so the page keeps its main heading. */
  level?: 'h1' | 'h2'
  children?: ReactNode
  status?: 'info' | 'success' | 'warning' | 'error'
}) {
  return (
    <Card.Root variant="outline" bg="bg" data-testid="pay-notice" data-status={status}>
      <Card.Body gap="2">
        <Heading
          as={level}
          size="md"
          color={
            status === 'success'
              ? 'fg.success'
              : status === 'warning'
                ? 'fg.warning'
                : status === 'error'
                  ? 'fg.error'
                  : undefined
          }
        >
          {title}
        </Heading>
        {children ? <Text color="fg.muted">{children}</Text> : null}
      </Card.Body>
    </Card.Root>
  )
}
