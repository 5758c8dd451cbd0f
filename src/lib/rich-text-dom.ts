// The browser side of the rich-text allow-list (src/lib/rich-text.ts): DOMPurify with the same tags,
// attributes and URL rules the server's sanitize-html applies. Descriptions are sanitised on save; this is
// the second fence before any HTML is put on a page.
import DOMPurify from 'dompurify'
import { isAllowedAttribute, LINK_REL, RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from './rich-text.ts'

let purifier: ReturnType<typeof DOMPurify> | null = null

function getPurifier() {
  if (purifier) return purifier
  // An instance of its own, so these hooks never touch another caller's DOMPurify.
  purifier = DOMPurify(window)
  purifier.addHook('uponSanitizeAttribute', (node, data) => {
    if (!isAllowedAttribute(node.nodeName.toLowerCase(), data.attrName, data.attrValue)) data.keepAttr = false
  })
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && node.getAttribute('href')) node.setAttribute('rel', LINK_REL)
    // An iframe whose address was refused would be an empty frame: drop it.
    if (node.nodeName === 'IFRAME' && !node.getAttribute('src')) node.parentNode?.removeChild(node)
  })
  return purifier
}

/** HTML safe to set as innerHTML. */
export function sanitizeRichText(html: string | null | undefined): string {
  // No DOM to sanitise with, as in a first screen drawn on the server: shown once the app takes over.
  if (!html || typeof window === 'undefined') return ''
  return getPurifier().sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_TAGS],
    ALLOWED_ATTR: [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())],
    ALLOW_DATA_ATTR: false,
  })
}
