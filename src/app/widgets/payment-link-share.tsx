// Share buttons of a payment link in the console (docs/company-and-settings.md): the merchant's share
// settings filled in with the collection's title and amount.
import { Button, HStack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { currentOf, settingsQueries } from '@/api/payment-settings.ts'
import { useCurrentAccount } from '@/api/use-session.ts'
import { DEFAULT_SHARE_TEMPLATE, SHARE_CHANNELS } from '@/contract/payment-settings.ts'
import type { PublicShare } from '@/contract/public-merchant.ts'
import { shareLinks, type ShareVars } from '@/lib/share-links.ts'
import { t } from '@/i18n/i18n.ts'

/** The shared email's subject, in the merchant's language. */
const shareSubject = ({ merchant, title }: ShareVars) =>
  title ? t('Payment to {merchant}: {title}', { merchant, title }) : t('Payment to {merchant}', { merchant })

export function ShareLinkButtons({ share, vars }: { share: PublicShare; vars: ShareVars }) {
  return (
    <HStack gap="2" wrap="wrap">
      {shareLinks(share, { ...vars, subject: vars.subject ?? shareSubject(vars) }).map((link) => {
        const label = link.channel === 'email' ? t('Email') : link.label
        return (
          <Button key={link.channel} asChild size="sm" variant="outline">
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              data-testid={`share-${link.channel}`}
              aria-label={t('Share on {channel}', { channel: label })}
            >
              {label}
            </a>
          </Button>
        )
      })}
    </HStack>
  )
}

/** Below a payment link: "Share" and a button per enabled channel (none: nothing). */
export function PaymentLinkShare({ link, title, amount }: { link: string; title: string; amount: string }) {
  const query = useQuery(settingsQueries.share())
  const account = useCurrentAccount()
  if (query.isPending || query.isError) return null
  const current = currentOf(query.data)
  const share: PublicShare = current
    ? { channels: SHARE_CHANNELS.filter((c) => current[c]), message_template: current.message_template }
    : { channels: [...SHARE_CHANNELS], message_template: DEFAULT_SHARE_TEMPLATE }
  if (share.channels.length === 0) return null
  return (
    <HStack gap="3" wrap="wrap" data-testid="payment-link-share">
      <Text fontSize="sm" fontWeight="medium">
        {t('Share')}
      </Text>

      <ShareLinkButtons share={share} vars={{ merchant: account?.name ?? '', title, amount, link }} />
    </HStack>
  )
}
