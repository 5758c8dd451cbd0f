// Product descriptions are sanitised on save with sanitize-html under the shared allow-list, so every
// reader (console, storefront, API clients) gets HTML that is safe to show.
import sanitizeHtml from 'sanitize-html'
import {
  isAllowedAttribute,
  LINK_REL,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_TAGS,
} from '../../../src/lib/rich-text.ts'

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
  ),
  // URL checks are ours (isAllowedAttribute), stricter than scheme lists: no relative links, no data:.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'], iframe: ['https'] },
  allowProtocolRelative: false,
  // script, style and the like go with their content; unknown wrappers (div, span) keep their text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'head'],
  exclusiveFilter: (frame) =>
    (frame.tag === 'iframe' && !frame.attribs.src) || (frame.tag === 'img' && !frame.attribs.src),
  transformTags: {
    '*': (tagName, attribs) => ({
      tagName,
      attribs: Object.fromEntries(
        Object.entries(attribs).filter(([name, value]) => isAllowedAttribute(tagName, name, value)),
      ),
    }),
    a: (tagName, attribs) => {
      const kept = Object.fromEntries(
        Object.entries(attribs).filter(([name, value]) => isAllowedAttribute('a', name, value)),
      )
      return { tagName, attribs: kept.href ? { ...kept, rel: LINK_REL } : {} }
    },
  },
}

/** Sanitised HTML, or null when nothing visible is left (an empty editor sends "<p></p>"). */
export function sanitizeDescription(html: string | null | undefined): string | null {
  if (html === null || html === undefined) return null
  const clean = sanitizeHtml(html, OPTIONS).trim()
  const visible = clean.replace(/<(p|br)\s*\/?>|<\/p>/gi, '').trim()
  return visible === '' ? null : clean
}
