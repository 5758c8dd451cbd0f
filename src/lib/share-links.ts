// Share links of a payment link (docs/company-and-settings.md): the merchant's message template filled in,
// and the URL each share channel opens (WhatsApp, Telegram, Facebook, email), every value percent-encoded.
// Pure and tiny: the console's payment links and the public payment pages both use it.
import type { ConsoleText } from '../i18n/i18n.ts'
import type { PublicShare, ShareChannel } from '../contract/public-merchant.ts'

export interface ShareVars {
  merchant: string
  title: string
  /** As payers read it, e.g. "RM 25.00" (empty when the payer chooses the amount). */
  amount: string
  link: string
  /** The email's subject in the reader's language; else the English "Payment to {merchant}: {title}". */
  subject?: string
}

export interface ShareLink {
  channel: ShareChannel
  label: string
  href: string
}

/** The channels' names (brands, and "Email", which each page words in its own catalog). */
export const SHARE_LABELS: Record<ShareChannel, ConsoleText> = {
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
  facebook: 'Facebook',
  email: 'Email',
}

const englishSubject = ({ merchant, title }: ShareVars) =>
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the fallback for a caller that words no subject
  `Payment to ${merchant}${title ? `: ${title}` : ''}`

/**
 * The template with {merchant}, {title}, {amount} and {link} filled in; blanks left by an empty value tidied.
 */
export function shareMessage(template: string, vars: ShareVars): string {
  return template
    .replace(
      /\{(merchant|title|amount|link)\}/g,
      (_, name: 'merchant' | 'title' | 'amount' | 'link') => vars[name],
    )
    .replace(/\(\s*\)/g, '')
    .replace(/[ \t]{2,}/g, ' ')
    .trim()
}

const enc = encodeURIComponent

/** The enabled channels' share URLs, in the order WhatsApp, Telegram, Facebook, email. */
export function shareLinks(share: PublicShare, vars: ShareVars): ShareLink[] {
  const text = shareMessage(share.message_template, vars)
  // Telegram shows the link itself under the text: the text without it reads better.
  const withoutLink = shareMessage(share.message_template, { ...vars, link: '' }).replace(/[\s:–—-]+$/, '')
  const hrefs: Record<ShareChannel, string> = {
    whatsapp: `https://wa.me/?text=${enc(text)}`,
    telegram: `https://t.me/share/url?url=${enc(vars.link)}&text=${enc(withoutLink)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${enc(vars.link)}`,
    email: `mailto:?subject=${enc(vars.subject ?? englishSubject(vars))}&body=${enc(text)}`,
  }
  return (Object.keys(SHARE_LABELS) as ShareChannel[])
    .filter((channel) => share.channels.includes(channel))
    .map((channel) => ({ channel, label: SHARE_LABELS[channel], href: hrefs[channel] }))
}
