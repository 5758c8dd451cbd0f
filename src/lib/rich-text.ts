// The rich-text allow-list for product descriptions, shared by the server (sanitize-html, on save) and the
// browser (DOMPurify, before display). One list, two engines: what the editor can make survives both;
// everything else (scripts, styles, on* handlers, javascript: links, foreign iframes) is dropped.

export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'a',
  'img',
  'iframe',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'blockquote',
] as const

export const RICH_TEXT_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'rel', 'target'],
  img: ['src', 'alt'],
  iframe: ['src', 'allowfullscreen', 'frameborder'],
}

/** Images served by our own sandbox CDN (same origin). */
export const OWN_IMAGE_PREFIX = '/api/v1/cdn/images/'

const VIDEO_EMBEDS = [
  /^https:\/\/www\.youtube\.com\/embed\/[\w-]{1,64}(\?[\w=&;-]*)?$/,
  /^https:\/\/player\.vimeo\.com\/video\/\d{1,20}(\?[\w=&;-]*)?$/,
]

/**
 * Browsers drop tabs and newlines inside URLs ("java\tscript:"), so any whitespace or control character
 * fails.
 */
const hasNoControlChars = (url: string) =>
  ![...url].some((ch) => ch.charCodeAt(0) <= 0x20 || ch.charCodeAt(0) === 0x7f)

/** Links open http(s) pages or write an email; javascript:, data: and the like are refused. */
export function isAllowedHref(href: string): boolean {
  const url = href.trim()
  return hasNoControlChars(url) && /^(https?:\/\/|mailto:)[^\s]+$/i.test(url)
}

/** Pictures come from our CDN or any https host. */
export function isAllowedImageSrc(src: string): boolean {
  const url = src.trim()
  if (!hasNoControlChars(url)) return false
  if (url.startsWith(OWN_IMAGE_PREFIX)) return /^\/api\/v1\/cdn\/images\/[0-9a-f-]{36}(\/thumb)?$/i.test(url)
  return /^https:\/\/[^\s/]+\/\S*$/i.test(url)
}

/** Videos only as YouTube or Vimeo embeds. */
export function isAllowedVideoSrc(src: string): boolean {
  return VIDEO_EMBEDS.some((pattern) => pattern.test(src.trim()))
}

/**
 * A YouTube or Vimeo page address as the merchant pastes it → the embed address the allow-list accepts,
 * or null when it is neither.
 */
export function videoEmbedUrl(pasted: string): string | null {
  const text = pasted.trim()
  if (isAllowedVideoSrc(text)) return text
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return null
  }
  const host = url.hostname.replace(/^www\./, '').replace(/^m\./, '')
  const youtubeId =
    host === 'youtube.com' && url.pathname === '/watch'
      ? url.searchParams.get('v')
      : host === 'youtu.be'
        ? url.pathname.slice(1)
        : host === 'youtube.com' && url.pathname.startsWith('/shorts/')
          ? url.pathname.slice('/shorts/'.length)
          : null
  if (youtubeId && /^[\w-]{1,64}$/.test(youtubeId)) return `https://www.youtube.com/embed/${youtubeId}`
  const vimeoId = host === 'vimeo.com' ? /^\/(\d{1,20})$/.exec(url.pathname)?.[1] : undefined
  if (vimeoId) return `https://player.vimeo.com/video/${vimeoId}`
  return null
}

/** Whether one attribute value may stay on its tag. */
export function isAllowedAttribute(tag: string, name: string, value: string): boolean {
  if (!(RICH_TEXT_ATTRIBUTES[tag] ?? []).includes(name)) return false
  if (tag === 'a' && name === 'href') return isAllowedHref(value)
  if (tag === 'a' && name === 'target') return value === '_blank'
  if (tag === 'img' && name === 'src') return isAllowedImageSrc(value)
  if (tag === 'iframe' && name === 'src') return isAllowedVideoSrc(value)
  return true
}

/** Links never hand the opened page a handle on ours. */
export const LINK_REL = 'noopener noreferrer nofollow'
