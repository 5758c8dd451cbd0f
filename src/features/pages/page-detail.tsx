// /pages/view/{id}: one page as shoppers will read it, where it is linked, its public address, and
// edit/delete.
import { Card, Heading, Link as ChakraLink, Stack } from '@chakra-ui/react'
import { useDeletePage } from '@/api/pages.ts'
import { useCurrentAccount } from '@/api/use-session.ts'
import { dateTime } from '@/app/ui/data-table-cells.tsx'
import { RecordActions } from '@/app/ui/record-actions.tsx'
import { RecordCard } from '@/app/ui/record-card.tsx'
import { recordPages } from '@/app/ui/record-pages.ts'
import { RichTextView } from '@/app/ui/rich-text-view.tsx'
import { PAGE_KIND_LABELS, type Page } from '@/contract/content.ts'
import { placesOf, PublishedBadge } from './page-list.tsx'
import { t } from '@/i18n/i18n.ts'

export const PAGE_PAGES = recordPages('/pages/$mode/$id', '/pages/datatable', () => ({
  deleteTitle: t('Delete this page?'),
  deleteLabel: t('Delete page'),
  deleted: t('Page deleted'),
  back: t('Back to pages'),
}))

export function PageDetail({ page }: { page: Page }) {
  const remove = useDeletePage()
  const account = useCurrentAccount()
  const address = account ? `/pay/pages/${account.id}/${page.slug}` : null

  const rows: [string, React.ReactNode][] = [
    [t('Title'), page.title],
    [t('Kind'), PAGE_KIND_LABELS[page.kind]],
    [t('Slug'), page.slug],
    [t('Status'), <PublishedBadge key="status" page={page} />],
    [t('Linked from'), page.published ? placesOf(page) : t('Nowhere until published')],
    [
      t('Public address'),
      page.published && address ? (
        <ChakraLink
          key="address"
          href={address}
          target="_blank"
          rel="noopener"
          color="brand.fg"
          wordBreak="break-all"
        >
          {address}
        </ChakraLink>
      ) : (
        t('None while it is a draft')
      ),
    ],
    [t('Published'), dateTime(page.published_at)],
    [t('Updated'), dateTime(page.updated_at)],
  ]

  return (
    <Stack gap="6" maxW="4xl">
      <RecordCard rows={rows}>
        <RecordActions
          pages={PAGE_PAGES}
          id={page.id}
          deleteText={t(
            '“{title}” will be removed, with its links in your storefront footer and on your payment pages.',
            { title: page.title },
          )}
          remove={remove}
        />
      </RecordCard>
      <Card.Root variant="outline" bg="bg" as="article" aria-labelledby="page-preview-title">
        <Card.Body gap="3">
          <Heading as="h2" size="lg" id="page-preview-title">
            {page.title}
          </Heading>
          <RichTextView html={page.body} />
        </Card.Body>
      </Card.Root>
    </Stack>
  )
}
