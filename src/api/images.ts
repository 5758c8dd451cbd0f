// The image library (SPEC §7 Images) and image analysis: list, upload (multipart), rename, delete, analyse.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { ResponseCode } from '@/contract/codes.ts'
import type { CloudImage, ImageAnalysis } from '@/contract/catalogue.ts'
import type { ListData } from '@/contract/envelope.ts'
import { t } from '@/i18n/i18n.ts'
import { ApiError, apiData } from './client.ts'

/** SPEC §9: the merchant image list loads skip 0, limit 100. */
export const IMAGE_PAGE = { skip: 0, limit: 100 } as const

export const imageKeys = {
  all: ['images'] as const,
  library: () => [...imageKeys.all, 'library'] as const,
}

export const imageQueries = {
  library: () =>
    queryOptions({
      queryKey: imageKeys.library(),
      queryFn: async ({ signal }) =>
        (
          await apiData<ListData<CloudImage>>('POST', 'merchant-cloud-image/merchant-cloud-image-records', {
            query: IMAGE_PAGE,
            signal,
          })
        ).list,
    }),
}

// A refused file is shown next to the picker, not as a dialog.
const sendForm = <T>(path: string, form: FormData) =>
  apiData<T>('POST', path, { body: form, suppress: [ResponseCode.VALIDATION_FAILED] })

/** Adds images to the library: one file, or many through the bulk call (all or none). */
export function useUploadImages() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (files: File[]): Promise<CloudImage[]> => {
      const form = new FormData()
      if (files.length === 1) {
        form.append('file', files[0]!)
        return [await sendForm<CloudImage>('merchant-cloud-image', form)]
      }
      for (const file of files) form.append('files', file)
      return sendForm<CloudImage[]>('merchant-cloud-image/bulk-create-cloud-image', form)
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: imageKeys.library() }),
  })
}

export function useDeleteImage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => apiData<unknown>('DELETE', `merchant-cloud-image/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: imageKeys.library() }),
  })
}

/** Facts about a library image (JSON) or a file not yet uploaded (multipart). */
export function useAnalyseImage() {
  return useMutation({
    mutationFn: (target: { imageId: string } | { file: File }) => {
      if ('imageId' in target)
        return apiData<ImageAnalysis>('POST', 'ai/analyze-image', {
          body: { image_id: target.imageId },
        })
      const form = new FormData()
      form.append('file', target.file)
      return sendForm<ImageAnalysis>('ai/analyze-image', form)
    },
  })
}

/** The first refusal reason the server gave for an upload ("files.1: not an image"). */
export function uploadErrorText(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null
  const breakdown = (error.envelope.data as { breakdown?: Record<string, string> } | null)?.breakdown ?? {}
  const [field, message] = Object.entries(breakdown)[0] ?? []
  if (!message) return error.envelope.description
  const index = /^files\.(\d+)$/.exec(field ?? '')?.[1]
  return index === undefined ? message : t('File {number}: {message}', { number: Number(index) + 1, message })
}
