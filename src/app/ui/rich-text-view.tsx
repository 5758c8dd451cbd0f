// Shows a sanitised description. The server sanitised it on save; DOMPurify checks again here under the
// same allow-list before anything reaches innerHTML.
import { Box, Text } from '@chakra-ui/react'
import { sanitizeRichText } from '@/lib/rich-text-dom.ts'

export function RichTextView({ html }: { html: string | null }) {
  const clean = sanitizeRichText(html)
  if (!clean) return <Text color="fg.muted">—</Text>
  return (
    <Box
      whiteSpace="normal"
      css={{
        '& p': { marginBlock: '0.5em' },
        '& img': { maxWidth: '100%', maxHeight: '20rem' },
        '& iframe': { width: '100%', maxWidth: '36rem', aspectRatio: '16 / 9', border: 0 },
        '& a': { color: 'brand.fg', textDecoration: 'underline' },
        '& ul, & ol': { paddingInlineStart: '1.5em' },
        '& h2': { fontSize: 'lg', fontWeight: 'semibold' },
        '& h3': { fontSize: 'md', fontWeight: 'semibold' },
        '& blockquote': { borderInlineStartWidth: '3px', paddingInlineStart: '3', color: 'fg.muted' },
      }}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  )
}
