// A product's description, sanitised again in the browser before it is rendered (the server sanitises on
// save; this is the second fence), with the one allow-list of src/lib/rich-text.ts.
import { Box } from 'styled-system/jsx'
import { sanitizeRichText } from '@/lib/rich-text-dom.ts'

export function RichDescription({ html }: { html: string }) {
  return (
    <Box
      data-testid="product-description"
      css={{
        '& p': { mb: '3' },
        '& ul, & ol': { ps: '5', mb: '3' },
        '& img': { maxW: '100%', h: 'auto' },
        '& iframe': { maxW: '100%' },
      }}
      dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }}
    />
  )
}
