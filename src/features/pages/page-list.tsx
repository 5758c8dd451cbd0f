// /pages/datatable: the account's pages (terms, policies, about…), searchable by title or slug, filtered by
// whether they are published.
import { Badge, HStack } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { pageQueries } from '@/api/pages.ts'
import { dateTime } from '@/app/ui/data-table-cells.tsx'
import { CreateLink, RecordLink } from '@/app/ui/data-table-columns.tsx'
import { DataTable, type DataColumn } from '@/app/ui/data-table.tsx'
import { filterOf, FilterSelect } from '@/app/ui/filter-select.tsx'
import { useListSearch } from '@/app/ui/use-list-search.ts'
import { PAGE_KIND_LABELS, type Page } from '@/contract/content.ts'
import { pageListParams } from './page-search.ts'
import { t } from '@/i18n/i18n.ts'

const route = getRouteApi('/_console/pages/datatable')

const publishedChoice = () =>
  filterOf(t('Published'), t('All pages'), [
    ['true', t('Published')],
    ['false', t('Drafts')],
  ] as const)

export function PublishedBadge({ page }: { page: Pick<Page, 'published'> }) {
  return (
    <Badge colorPalette={page.published ? 'green' : 'gray'} variant="subtle">
      {page.published ? t('Published') : t('Draft')}
    </Badge>
  )
}

/** Where a published page is linked: the storefront footer, the payment pages. */
export function placesOf(page: Pick<Page, 'show_in_footer' | 'show_on_payment_pages'>): string {
  const places = [
    page.show_in_footer && t('Storefront footer'),
    page.show_on_payment_pages && t('Payment pages'),
  ].filter(Boolean)
  return places.length > 0 ? places.join(', ') : t('Not linked')
}

const columns = (): DataColumn<Page>[] => [
  {
    id: 'title',
    header: t('Title'),
    sortKey: 'title',
    cell: (page) => (
      <RecordLink to="/pages/$mode/$id" id={page.id}>
        {page.title}
      </RecordLink>
    ),
  },
  { id: 'slug', header: t('Slug'), sortKey: 'slug', hideBelow: 'md', cell: (page) => page.slug },
  { id: 'kind', header: t('Kind'), hideBelow: 'lg', cell: (page) => PAGE_KIND_LABELS[page.kind] },
  {
    id: 'status',
    header: t('Status'),
    cell: (page) => (
      <HStack gap="2" wrap="wrap">
        <PublishedBadge page={page} />
      </HStack>
    ),
  },
  {
    id: 'links',
    header: t('Linked from'),
    hideBelow: 'lg',
    cell: (page) => (page.published ? placesOf(page) : '—'),
  },
  {
    id: 'updated_at',
    header: t('Updated'),
    sortKey: 'updated_at',
    firstOrder: 'desc',
    hideBelow: 'sm',
    cell: (page) => dateTime(page.updated_at),
  },
]

export function PageList() {
  const search = route.useSearch()
  const { table, bind } = useListSearch(search, route.useNavigate())
  const query = useQuery(pageQueries.list(pageListParams(search)))
  return (
    <DataTable
      label={t('Pages')}
      columns={columns()}
      query={query}
      {...table}
      searchLabel={t('Search title or slug')}
      filters={<FilterSelect {...publishedChoice()} {...bind('published')} />}
      filtered={search.published !== undefined}
      create={<CreateLink to="/pages/new">{t('New page')}</CreateLink>}
      empty={{
        title: t('No pages yet'),
        description: t(
          'Write your terms, privacy and refund policies here; published pages can be linked from your storefront and payment pages.',
        ),
      }}
    />
  )
}
