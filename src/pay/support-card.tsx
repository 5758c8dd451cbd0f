// The merchant's support details (docs/company-and-settings.md) on payment pages and receipts: how a payer
// reaches the merchant, each contact a link (mailto:, tel:, wa.me).
import { Stack } from 'styled-system/jsx'
import { Link } from '@/public-ui/button.tsx'
import { Card } from '@/public-ui/card.tsx'
import { Heading, Text } from '@/public-ui/text.tsx'
import type { PublicSupport } from '@/contract/public-merchant.ts'
import { useT } from '@/i18n/use-t.ts'

/** "+60 12-345 6789" → "60123456789", as wa.me links want it. */
export const whatsappNumber = (phone: string) => phone.replace(/\D/g, '')

export function SupportCard({
  support,
  merchantName,
}: {
  support: PublicSupport | null | undefined
  merchantName: string
}) {
  const t = useT()
  if (!support) return null
  const contacts: { label: string; text: string; href: string; newTab?: boolean }[] = [
    ...(support.email
      ? [{ label: t('support.email'), text: support.email, href: `mailto:${support.email}` }]
      : []),
    ...(support.phone
      ? [
          {
            label: t('support.phone'),
            text: support.phone,
            href: `tel:${support.phone.replace(/[^\d+]/g, '')}`,
          },
        ]
      : []),
    ...(support.whatsapp
      ? [
          {
            label: t('support.whatsapp'),
            newTab: true,
            text: support.whatsapp,
            href: `https://wa.me/${whatsappNumber(support.whatsapp)}`,
          },
        ]
      : []),
  ]
  return (
    <Card.Root
      variant="outline"
      bg="bg"
      size="sm"
      as="section"
      aria-labelledby="support-heading"
      data-testid="support-details"
    >
      <Card.Body gap="2">
        <Heading as="h2" size="sm" id="support-heading">
          {t('support.heading', { merchant: merchantName })}
        </Heading>
        {support.message ? <Text fontSize="sm">{support.message}</Text> : null}
        <Stack as="ul" gap="1" listStyleType="none" fontSize="sm">
          {contacts.map((contact) => (
            <li key={contact.label}>
              <Text as="span" color="fg.muted">
                {contact.label}:{' '}
              </Text>
              <Link
                href={contact.href}
                color="brand.fg"
                {...(contact.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {contact.text}
              </Link>
            </li>
          ))}
        </Stack>
        {support.hours ? (
          <Text fontSize="sm" color="fg.muted">
            {t('support.hours', { hours: support.hours })}
          </Text>
        ) : null}
      </Card.Body>
    </Card.Root>
  )
}
