// The image library and the sandbox CDN (SPEC §7 Images) and image analysis (SPEC §7 Products,
// {ai}/analyze-image). Uploads are multipart (field "file", or "files" for bulk); the type is read from
// the bytes. cdn/upload and merchant-cloud-image do the same here: the sandbox CDN is the library.
import type { Context } from 'hono'
import * as v from 'valibot'
import {
  AnalyzeImageSchema,
  CloudImageSchema,
  ImageAnalysisSchema,
  ImageUpdateSchema,
  IMAGE_TYPES,
  MAX_BULK_IMAGES,
  MAX_IMAGE_BYTES,
  MAX_THUMB_BYTES,
} from '../../src/contract/catalogue.ts'
import { listDataSchema, listOf } from '../../src/contract/envelope.ts'
import { validationError } from '../errors.ts'
import { pageEntries } from '../http/list-query.ts'
import { defineRoutes } from '../http/define-routes.ts'
import { accountDeps } from '../http/record-routes.ts'
import type { AppEnv } from '../http/types.ts'
import { IdParamsSchema, parseJsonText, parseWith } from '../http/validation.ts'
import {
  analyseImage,
  analyseLibraryImage,
  deleteImage,
  getImage,
  imageBytes,
  listImages,
  renameImage,
  storeImages,
  type UploadFile,
} from '../services/catalogue/images.ts'

// Multipart framing adds a little to the file itself.
const SINGLE_UPLOAD_BYTES = MAX_IMAGE_BYTES + 1024 * 1024
const BULK_UPLOAD_BYTES = 26 * 1024 * 1024
const IMMUTABLE = 'public, max-age=31536000, immutable'
const IMAGE_CONTENT_TYPES = IMAGE_TYPES.map((type) => `image/${type}`)

async function readForm(c: Context<AppEnv>, field: string): Promise<Record<string, unknown>> {
  try {
    return await c.req.parseBody({ all: true })
  } catch {
    throw validationError({ [field]: `Send the image as multipart/form-data in the field "${field}"` })
  }
}

const asFiles = (value: unknown): unknown[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value]

async function toUpload(value: unknown, field: string): Promise<UploadFile> {
  if (!(value instanceof File)) throw validationError({ [field]: 'Choose an image file' })
  if (value.size > MAX_IMAGE_BYTES)
    throw validationError({ [field]: 'The image may not be larger than 5 MB' })
  return { name: value.name || 'image', bytes: new Uint8Array(await value.arrayBuffer()) }
}

async function oneFile(c: Context<AppEnv>): Promise<UploadFile> {
  const files = asFiles((await readForm(c, 'file')).file)
  if (files.length !== 1)
    throw validationError({
      file:
        files.length === 0 ? 'Choose an image file' : 'Send one image in "file"; use the bulk call for more',
    })
  return toUpload(files[0], 'file')
}

async function manyFiles(c: Context<AppEnv>): Promise<UploadFile[]> {
  const form = await readForm(c, 'files')
  const files = asFiles(form.files ?? form['files[]'])
  if (files.length === 0) throw validationError({ files: 'Choose at least one image file' })
  if (files.length > MAX_BULK_IMAGES)
    throw validationError({ files: `At most ${MAX_BULK_IMAGES} images at once` })
  return Promise.all(files.map((file, index) => toUpload(file, `files.${index}`)))
}

export const imageRoutes = defineRoutes({ tag: 'Images', access: 'merchant' }, (r) => {
  // One upload operation, for one image in "file" or many in "files" (all or none).
  const upload = (id: string, path: string, summary: string, many: boolean) =>
    r.add({
      id,
      method: 'post',
      path,
      summary,
      maxBodyBytes: many ? BULK_UPLOAD_BYTES : SINGLE_UPLOAD_BYTES,
      upload: many
        ? { field: 'files', maxFiles: MAX_BULK_IMAGES, accept: IMAGE_CONTENT_TYPES }
        : { field: 'file', accept: IMAGE_CONTENT_TYPES },
      response: many ? listOf(CloudImageSchema, MAX_BULK_IMAGES) : CloudImageSchema,
      handler: async ({ c, deps, caller }) => {
        const files = many ? await manyFiles(c) : [await oneFile(c)]
        const images = await storeImages(deps, caller.accountId, files, (index) =>
          many ? `files.${index}` : 'file',
        )
        if (!many) return { data: images[0], description: 'Image uploaded' }
        return {
          data: images,
          description: `${images.length} image${images.length === 1 ? '' : 's'} uploaded`,
        }
      },
    })

  upload(
    'cdn.upload',
    '/cdn/upload',
    'Upload one image (multipart "file"; PNG, JPEG, WebP or GIF up to 5 MB) into the library',
    false,
  )
  upload(
    'cdn.bulkUpload',
    '/cdn/bulk-upload',
    `Upload up to ${MAX_BULK_IMAGES} images (multipart "files"): all or none`,
    true,
  )
  upload(
    'merchantCloudImage.create',
    '/merchant-cloud-image',
    'Add one image to the library (multipart "file")',
    false,
  )
  upload(
    'merchantCloudImage.bulkCreate',
    '/merchant-cloud-image/bulk-create-cloud-image',
    'Add many images to the library (multipart "files"): all or none',
    true,
  )

  r.add({
    id: 'merchantCloudImage.records',
    method: 'post',
    path: '/merchant-cloud-image/merchant-cloud-image-records',
    summary: 'The image library, newest first (?skip=0&limit=100 by default)',
    permission: 'view',
    query: v.object(pageEntries(100)),
    response: listDataSchema(CloudImageSchema),
    handler: async ({ deps, caller, query }) => ({
      data: { list: await listImages(deps, caller.accountId, query) },
    }),
  })

  r.records({
    id: 'merchantCloudImage',
    path: '/merchant-cloud-image',
    label: 'Image',
    row: CloudImageSchema,
    get: {
      path: '/merchant-cloud-image/merchant-cloud-image/:id',
      summary: 'One library image record',
      run: accountDeps(getImage),
    },
    update: {
      summary: 'Rename a library image (the bytes never change)',
      body: ImageUpdateSchema,
      run: (deps, caller, id, body) => renameImage(deps, caller.accountId, id, body.file_name),
    },
    delete: {
      summary: 'Delete a library image; refused (4090) while a product or a store logo uses it',
      run: accountDeps(deleteImage),
    },
  })

  r.add({
    id: 'ai.analyzeImage',
    method: 'post',
    path: '/ai/analyze-image',
    summary:
      'Facts about an image (multipart "file", or JSON {image_id} for a library image): size, format, colours, suggested tags',
    maxBodyBytes: SINGLE_UPLOAD_BYTES,
    upload: { field: 'file', accept: IMAGE_CONTENT_TYPES, json: AnalyzeImageSchema },
    response: ImageAnalysisSchema,
    handler: async ({ c, deps, caller }) => {
      if ((c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
        const file = await oneFile(c)
        return { data: await analyseImage(deps.providers, file.bytes, file.name) }
      }
      const body = parseWith(AnalyzeImageSchema, parseJsonText(await c.req.text()), 'body', 'request body')
      return { data: await analyseLibraryImage(deps, caller.accountId, body.image_id) }
    },
  })

  for (const variant of ['original', 'thumb'] as const)
    r.add({
      id: variant === 'thumb' ? 'cdnImages.thumb' : 'cdnImages.original',
      method: 'get',
      path: variant === 'thumb' ? '/cdn/images/:id/thumb' : '/cdn/images/:id',
      summary:
        variant === 'thumb'
          ? 'The 400x400 WebP crop of an image (public, cached forever)'
          : 'An image as uploaded, metadata stripped (public, cached forever)',
      access: 'public',
      params: IdParamsSchema,
      download: variant === 'thumb' ? ['image/webp'] : IMAGE_CONTENT_TYPES,
      downloadMaxBytes: variant === 'thumb' ? MAX_THUMB_BYTES : MAX_IMAGE_BYTES,
      handler: async ({ deps, params }) => ({
        data: null,
        file: { ...(await imageBytes(deps, params.id, variant)), inline: true, cacheControl: IMMUTABLE },
      }),
    })
})
