// An account's pages (src/contract/content.ts): list, read, create, change, delete, every query scoped to the
// caller's account (another account's id answers "not found"). The body is sanitised on every write with the
// product descriptions' sanitiser; the slug is the title's unless the merchant gives one, and unique per
// account.
import { and, eq, ne } from 'drizzle-orm'
import type * as v from 'valibot'
import {
  slugify,
  SLUG_MAX,
  type Page,
  type PageCreateSchema,
  type PageUpdateSchema,
} from '../../../src/contract/content.ts'
import type { PAGE_SORTS } from '../../../src/contract/list-choices.ts'
import { pages } from '../../db/schema/index.ts'
import { conflict, isUniqueViolation, notFound, validationError } from '../../errors.ts'
import { sanitizeDescription } from '../catalogue/rich-text.ts'
import { readTablePage, searchIn, type ListQuery } from '../pagination.ts'
import type { Deps } from '../../deps.ts'
import { deleteOwnedRecord, findOwnedRecord, ownedRecord } from '../owned-records.ts'

export type PageRow = typeof pages.$inferSelect
type CreateInput = v.InferOutput<typeof PageCreateSchema>
type UpdateInput = v.InferOutput<typeof PageUpdateSchema>

const SORT_COLUMNS = {
  created_at: pages.created_at,
  updated_at: pages.updated_at,
  title: pages.title,
  slug: pages.slug,
}
const SLUG_TAKEN = 'Another page of this account already uses this slug'
const NO_SLUG = 'Give the page a slug: its title has no letters or digits to make one from'

const toApi = (row: PageRow): Page => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  kind: row.kind,
  body: row.body,
  published: row.published,
  show_in_footer: row.show_in_footer,
  show_on_payment_pages: row.show_on_payment_pages,
  published_at: row.published_at?.toISOString() ?? null,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
})

export function listPages(
  deps: Deps,
  accountId: string,
  query: ListQuery & { sort: (typeof PAGE_SORTS)[number]; published?: boolean | undefined },
) {
  const where = and(
    eq(pages.account_id, accountId),
    query.published === undefined ? undefined : eq(pages.published, query.published),
    searchIn(query.search, pages.title, pages.slug),
  )
  return readTablePage(deps, query, pages, {
    where,
    sortBy: SORT_COLUMNS[query.sort],
    toApi: (rows) => rows.map(toApi),
  })
}

export async function getPage(deps: Deps, accountId: string, id: string): Promise<Page> {
  const row = await findOwnedRecord(deps, pages, 'Page', accountId, id)
  return toApi(row)
}

async function slugTaken(deps: Deps, accountId: string, slug: string, exceptId?: string): Promise<boolean> {
  const { db } = deps
  const [row] = await db
    .select({ id: pages.id })
    .from(pages)
    .where(
      and(
        eq(pages.account_id, accountId),
        eq(pages.slug, slug),
        exceptId ? ne(pages.id, exceptId) : undefined,
      ),
    )
  return row !== undefined
}

/**
 * The slug to store: the merchant's own (refused when another page has it), or the title's, numbered
 * "-2", "-3"… past the slugs already taken, so a second "Refund policy" still saves.
 */
async function chooseSlug(
  deps: Deps,
  accountId: string,
  given: string | undefined,
  title: string,
  exceptId?: string,
): Promise<string> {
  if (given) {
    if (await slugTaken(deps, accountId, given, exceptId)) throw conflict(SLUG_TAKEN, { slug: SLUG_TAKEN })
    return given
  }
  const base = slugify(title)
  if (!base) throw validationError({ slug: NO_SLUG })
  for (let n = 1; n < 100; n++) {
    const suffix = n === 1 ? '' : `-${n}`
    const slug = `${base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`
    if (!(await slugTaken(deps, accountId, slug, exceptId))) return slug
  }
  throw conflict(SLUG_TAKEN, { slug: SLUG_TAKEN })
}

/** Two saves racing for one slug: the unique index decides, and the loser hears why. */
async function guardSlug<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SLUG_TAKEN, { slug: SLUG_TAKEN })
    throw error
  }
}

export async function createPage(deps: Deps, accountId: string, input: CreateInput): Promise<Page> {
  const { db } = deps
  const now = deps.clock.now()
  const slug = await chooseSlug(deps, accountId, input.slug, input.title)
  const [row] = await guardSlug(() =>
    db
      .insert(pages)
      .values({
        ...input,
        slug,
        body: sanitizeDescription(input.body),
        account_id: accountId,
        published_at: input.published ? now : null,
        created_at: now,
        updated_at: now,
      })
      .returning(),
  )
  return toApi(row!)
}

export async function updatePage(
  deps: Deps,
  accountId: string,
  id: string,
  input: UpdateInput,
): Promise<Page> {
  const { db } = deps
  const now = deps.clock.now()
  const current = await findOwnedRecord(deps, pages, 'Page', accountId, id)
  const title = input.title ?? current.title
  // Absent keeps the slug; empty makes it from the (new) title again.
  const slug =
    input.slug === undefined ? current.slug : await chooseSlug(deps, accountId, input.slug, title, id)
  const publishing = input.published === true && !current.published
  const [row] = await guardSlug(() =>
    db
      .update(pages)
      .set({
        ...input,
        slug,
        ...(input.body !== undefined && { body: sanitizeDescription(input.body) }),
        ...(publishing && { published_at: now }),
        updated_at: now,
      })
      .where(ownedRecord(pages, accountId, id))
      .returning(),
  )
  if (!row) throw notFound('Page')
  return toApi(row)
}

export async function deletePage(deps: Deps, accountId: string, id: string): Promise<void> {
  await deleteOwnedRecord(deps, pages, 'Page', accountId, id)
}
