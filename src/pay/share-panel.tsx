// "Share this payment link" on a payment form (docs/company-and-settings.md): the merchant's share channels,
// each a link that opens WhatsApp, Telegram, Facebook or an email with the merchant's message filled in.
import { HStack } from 'styled-system/jsx'
import { Link } from '@/public-ui/button.tsx'
import { Card } from '@/public-ui/card.tsx'
import { Heading } from '@/public-ui/text.tsx'
import type { PublicShare } from '@/contract/public-merchant.ts'
import { shareLinks, type ShareVars } from '@/lib/share-links.ts'
import { useT } from '@/i18n/use-t.ts'

export function SharePanel({ share, vars }: { share: PublicShare; vars: ShareVars }) {
  const t = useT()
  const links = shareLinks(share, {
    ...vars,
    subject: vars.subject ?? t('share.subject', { merchant: vars.merchant, title: vars.title }),
  })
  if (links.length === 0) return null
  return (
    <Card.Root variant="outline" bg="bg" size="sm" as="section" aria-labelledby="share-heading">
      <Card.Body gap="2">
        <Heading as="h2" size="sm" id="share-heading">
          {t('share.heading')}
        </Heading>
        <HStack gap="2" flexWrap="wrap">
          {links.map((link) => {
            // Email is a word; the others are brand names.
            const label = link.channel === 'email' ? t('support.email') : link.label
            return (
              <Link
                key={link.channel}
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                data-testid={`share-${link.channel}`}
                borderWidth="1px"
                borderRadius="md"
                px="3"
                py="1.5"
                fontSize="sm"
                aria-label={t('share.on', { channel: label })}
              >
                {label}
              </Link>
            )
          })}
        </HStack>
      </Card.Body>
    </Card.Root>
  )
}
