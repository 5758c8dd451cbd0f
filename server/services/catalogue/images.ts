// The merchant's image library (cloud_images): store processed uploads, list, rename, delete, and serve the
// bytes. Records belong to one account; the bytes are public by id for storefronts.
import { and, count, eq, inArray, sql } from 'drizzle-orm'
import {
  imageThumbUrl,
  imageUrl,
  type CloudImage,
  type ImageAnalysis,
} from '../../../src/contract/catalogue.ts'
import { cloudImages, products, stores } from '../../db/schema/index.ts'
import type { Providers } from '../../deps.ts'
import { conflict, notFound, validationError } from '../../errors.ts'
import type { ImageVerdict } from '../../providers/image-processor.ts'
import { readPage, type ListQuery } from '../pagination.ts'
import type { Deps } from '../../deps.ts'
import { ownedRecord } from '../owned-records.ts'

/** Every column but the bytes: lists never drag megabytes out of the database. */
const recordColumns = {
  id: cloudImages.id,
  file_name: cloudImages.file_name,
  content_type: cloudImages.content_type,
  width: cloudImages.width,
  height: cloudImages.height,
  byte_size: cloudImages.byte_size,
  analysis: cloudImages.analysis,
  created_at: cloudImages.created_at,
  updated_at: cloudImages.updated_at,
}
type ImageRecord = { [K in keyof typeof recordColumns]: (typeof cloudImages.$inferSelect)[K] }

const toApi = (row: ImageRecord): CloudImage => ({
  id: row.id,
  file_name: row.file_name,
  content_type: row.content_type,
  width: row.width,
  height: row.height,
  byte_size: row.byte_size,
  url: imageUrl(row.id),
  thumb_url: imageThumbUrl(row.id),
  analysis: (row.analysis as ImageAnalysis | null) ?? null,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
})

/** A safe display name: no path, no control characters, at most 200 characters. */
export function cleanFileName(name: string): string {
  const base = [...name.replace(/^.*[\\/]/, '')]
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f && ch !== '"')
    .join('')
    .trim()
  return (base || 'image').slice(0, 200)
}

export interface UploadFile {
  name: string
  bytes: Uint8Array
}

/** The provider's result, or its reason as a 4000 breakdown under `field`. */
function accepted<T>(verdict: ImageVerdict<T>, field: string): T {
  if (!verdict.accepted) throw validationError({ [field]: verdict.reason })
  return verdict.value
}

/** Facts about an image and suggested tags (ai/analyze-image). */
export async function analyseImage(
  providers: Providers,
  bytes: Uint8Array,
  fileName?: string,
  field = 'file',
): Promise<ImageAnalysis> {
  return accepted(await providers.imageAnalyser.analyse(bytes, fileName), field)
}

/** Checks every file first (field `files.N` in bulk), then stores all of them or none. */
export async function storeImages(
  deps: Deps,
  accountId: string,
  files: UploadFile[],
  fieldOf: (index: number) => string,
): Promise<CloudImage[]> {
  const { db, providers } = deps
  const now = deps.clock.now()
  const processed = []
  for (const [index, file] of files.entries()) {
    const field = fieldOf(index)
    const image = accepted(await providers.imageProcessor.process(file.bytes), field)
    const analysis = await analyseImage(providers, image.data, file.name, field)
    processed.push({ file, image, analysis })
  }
  const rows = await db
    .insert(cloudImages)
    .values(
      processed.map(({ file, image, analysis }) => ({
        account_id: accountId,
        file_name: cleanFileName(file.name),
        content_type: image.contentType,
        width: image.width,
        height: image.height,
        byte_size: image.data.byteLength,
        data: image.data,
        thumb: image.thumb,
        analysis,
        created_at: now,
        updated_at: now,
      })),
    )
    .returning(recordColumns)
  return rows.map(toApi)
}

/** The image library, newest first. */
export function listImages(deps: Deps, accountId: string, query: ListQuery) {
  const { db } = deps
  const where = eq(cloudImages.account_id, accountId)
  return readPage(query, {
    rows: db.select(recordColumns).from(cloudImages).where(where).$dynamic(),
    total: db.$count(cloudImages, where),
    sortBy: cloudImages.created_at,
    tieBreak: cloudImages.id,
    toApi: (rows) => rows.map(toApi),
  })
}

export async function getImage(deps: Deps, accountId: string, id: string): Promise<CloudImage> {
  const { db } = deps
  const [row] = await db
    .select(recordColumns)
    .from(cloudImages)
    .where(ownedRecord(cloudImages, accountId, id))
  if (!row) throw notFound('Image')
  return toApi(row)
}

export async function renameImage(
  deps: Deps,
  accountId: string,
  id: string,
  fileName: string,
): Promise<CloudImage> {
  const { db } = deps
  const now = deps.clock.now()
  const [row] = await db
    .update(cloudImages)
    .set({ file_name: cleanFileName(fileName), updated_at: now })
    .where(ownedRecord(cloudImages, accountId, id))
    .returning(recordColumns)
  if (!row) throw notFound('Image')
  return toApi(row)
}

/** Refused while a product shows it or a store uses it as its logo: a storefront would show a hole. */
export async function deleteImage(deps: Deps, accountId: string, id: string): Promise<void> {
  const { db } = deps
  await getImage(deps, accountId, id)
  const [[usedByProducts], [usedByStores]] = await Promise.all([
    db
      .select({ n: count() })
      .from(products)
      .where(
        and(eq(products.account_id, accountId), sql`${products.image_ids} @> ${JSON.stringify([id])}::jsonb`),
      ),
    db
      .select({ n: count() })
      .from(stores)
      .where(and(eq(stores.account_id, accountId), eq(stores.logo_image_id, id))),
  ])
  const productCount = usedByProducts?.n ?? 0
  const storeCount = usedByStores?.n ?? 0
  if (productCount > 0 || storeCount > 0) {
    const uses = [
      productCount > 0 ? `${productCount} product${productCount === 1 ? '' : 's'}` : '',
      storeCount > 0 ? `${storeCount} store logo${storeCount === 1 ? '' : 's'}` : '',
    ]
    throw conflict(`This image is used by ${uses.filter(Boolean).join(' and ')}. Remove it there first.`)
  }
  await db.delete(cloudImages).where(ownedRecord(cloudImages, accountId, id))
}

/** The bytes of an image by id alone (public: storefronts show them). */
export async function imageBytes(deps: Deps, id: string, variant: 'original' | 'thumb') {
  const { db } = deps
  const [row] = await db
    .select({
      content_type: cloudImages.content_type,
      file_name: cloudImages.file_name,
      body: variant === 'thumb' ? cloudImages.thumb : cloudImages.data,
    })
    .from(cloudImages)
    .where(eq(cloudImages.id, id))
  if (!row) throw notFound('Image')
  return variant === 'thumb'
    ? { body: row.body, contentType: 'image/webp', filename: `${id}-thumb.webp` }
    : { body: row.body, contentType: row.content_type, filename: cleanFileName(row.file_name) }
}

const NOT_YOURS = 'The selected image does not exist'

/** The index of the first of `ids` that is not one of the caller's images, or -1. */
async function firstForeignImage(deps: Deps, accountId: string, ids: string[]): Promise<number> {
  const { db } = deps
  const rows = await db
    .select({ id: cloudImages.id })
    .from(cloudImages)
    .where(and(eq(cloudImages.account_id, accountId), inArray(cloudImages.id, ids)))
  const known = new Set(rows.map((row) => row.id))
  return ids.findIndex((id) => !known.has(id))
}

/** The caller's images among `ids`; any other id is a 4000 under image_ids.N. */
export async function requireOwnImages(
  deps: Deps,
  accountId: string,
  ids: string[],
  field = 'image_ids',
): Promise<void> {
  if (ids.length === 0) return
  const missing = await firstForeignImage(deps, accountId, ids)
  if (missing >= 0) throw validationError({ [`${field}.${missing}`]: NOT_YOURS })
  if (new Set(ids).size !== ids.length) throw validationError({ [field]: 'An image may appear only once' })
}

/**
 * One of the caller's images for a single-image field (a store's logo_image_id); otherwise a 4000 under it.
 */
export async function requireOwnImage(
  deps: Deps,
  accountId: string,
  id: string,
  field: string,
): Promise<void> {
  if ((await firstForeignImage(deps, accountId, [id])) >= 0) throw validationError({ [field]: NOT_YOURS })
}

/** Analysis of a stored library image (recomputed from the stored bytes, so always current rules). */
export async function analyseLibraryImage(deps: Deps, accountId: string, id: string): Promise<ImageAnalysis> {
  const { db, providers } = deps
  const [row] = await db
    .select({ data: cloudImages.data, file_name: cloudImages.file_name })
    .from(cloudImages)
    .where(ownedRecord(cloudImages, accountId, id))
  if (!row) throw notFound('Image')
  return analyseImage(providers, row.data, row.file_name, 'image_id')
}
