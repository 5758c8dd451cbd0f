// The merchant's image library in a dialog: upload new images (PNG, JPEG, WebP or GIF up to 5 MB) and pick
// one or several by their 400x400 thumbnails.
import { useRef, useState } from 'react'
import { Box, Button, Checkbox, Image, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { imageQueries, uploadErrorText, useUploadImages } from '@/api/images.ts'
import { AppDialog } from '../ui/app-dialog.tsx'
import { MAX_BULK_IMAGES } from '@/contract/catalogue.ts'
import { t } from '@/i18n/i18n.ts'

interface ImageLibraryDialogProps {
  open: boolean
  title: string
  /** One image (the editor) or several (the product's pictures). */
  multiple: boolean
  /** Already chosen elsewhere: shown as chosen, not offered twice. */
  exclude?: readonly string[]
  onPick: (ids: string[]) => void
  onClose: () => void
  /** The single-pick button's words (default "Insert image", for the editor). */
  pickLabel?: string
}

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif'

export function ImageLibraryDialog(props: ImageLibraryDialogProps) {
  const library = useQuery({ ...imageQueries.library(), enabled: props.open })
  const upload = useUploadImages()
  const fileRef = useRef<HTMLInputElement>(null)
  const [chosen, setChosen] = useState<string[]>([])
  const [uploadError, setUploadError] = useState('')
  // Said inside the dialog: a toast would sit over its footer's buttons on a phone.
  const [uploaded, setUploaded] = useState('')
  const exclude = new Set(props.exclude ?? [])

  const close = () => {
    setChosen([])
    setUploadError('')
    setUploaded('')
    props.onClose()
  }
  const toggle = (id: string) =>
    setChosen((current) =>
      current.includes(id) ? current.filter((x) => x !== id) : props.multiple ? [...current, id] : [id],
    )

  const onFiles = (list: FileList | null) => {
    const files = [...(list ?? [])].slice(0, MAX_BULK_IMAGES)
    if (files.length === 0) return
    setUploadError('')
    setUploaded('')
    upload.mutate(files, {
      onSuccess: (images) => {
        setUploaded(
          images.length === 1 ? t('Image uploaded') : t('{count} images uploaded', { count: images.length }),
        )
        // What was just uploaded is most likely what the merchant wants.
        setChosen((current) =>
          props.multiple ? [...current, ...images.map((image) => image.id)] : [images[0]!.id],
        )
      },
      onError: (error) => setUploadError(uploadErrorText(error) ?? t('The upload failed')),
    })
    if (fileRef.current) fileRef.current.value = ''
  }

  const images = library.data?.data ?? []
  return (
    <AppDialog
      open={props.open}
      size={{ base: 'full', md: 'xl' }}
      scrollBehavior="inside"
      onClose={close}
      title={props.title}
      footer={
        <>
          <Button variant="outline" onClick={close}>
            {t('Cancel')}
          </Button>
          <Button
            disabled={chosen.length === 0}
            onClick={() => {
              props.onPick(chosen)
              close()
            }}
          >
            {props.multiple
              ? chosen.length === 0
                ? t('Add images')
                : chosen.length === 1
                  ? t('Add 1 image')
                  : t('Add {count} images', { count: chosen.length })
              : (props.pickLabel ?? t('Insert image'))}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Box>
          <input
            ref={fileRef}
            id="image-library-upload"
            type="file"
            accept={ACCEPT}
            multiple={props.multiple}
            hidden
            onChange={(event) => onFiles(event.target.files)}
          />
          <Button
            size="sm"
            variant="outline"
            loading={upload.isPending}
            loadingText={t('Uploading')}
            onClick={() => fileRef.current?.click()}
          >
            {props.multiple ? t('Upload images') : t('Upload an image')}
          </Button>
          <Text textStyle="xs" color="fg.muted" mt="1">
            {props.multiple
              ? t('PNG, JPEG, WebP or GIF, up to 5 MB each, {max} at a time.', { max: MAX_BULK_IMAGES })
              : t('PNG, JPEG, WebP or GIF, up to 5 MB each.')}
          </Text>
          {uploadError ? (
            <Text role="alert" color="fg.error" textStyle="sm" mt="1">
              {uploadError}
            </Text>
          ) : null}
          <Text role="status" color="fg.success" textStyle="sm" mt={uploaded ? '1' : '0'}>
            {uploaded}
          </Text>
        </Box>
        {library.isPending ? (
          <Spinner aria-label={t('Loading images')} />
        ) : library.isError ? (
          <Stack align="start">
            <Text>{t('The image library could not be loaded.')}</Text>
            <Button size="sm" onClick={() => void library.refetch()}>
              {t('Try again')}
            </Button>
          </Stack>
        ) : images.length === 0 ? (
          <Text color="fg.muted">{t('No images yet. Upload one to start your library.')}</Text>
        ) : (
          <SimpleGrid columns={{ base: 2, sm: 3, md: 4 }} gap="3" role="list" aria-label={t('Image library')}>
            {images.map((image) => {
              const taken = exclude.has(image.id)
              const checked = taken || chosen.includes(image.id)
              return (
                <Box
                  key={image.id}
                  role="listitem"
                  borderWidth="2px"
                  borderColor={checked ? 'brand.solid' : 'border'}
                  rounded="md"
                  overflow="hidden"
                >
                  <Checkbox.Root
                    display="block"
                    checked={checked}
                    disabled={taken}
                    onCheckedChange={() => toggle(image.id)}
                    cursor={taken ? 'not-allowed' : 'pointer'}
                  >
                    <Checkbox.HiddenInput />
                    <Image
                      src={image.thumb_url}
                      alt=""
                      aspectRatio="1"
                      width="full"
                      objectFit="cover"
                      loading="lazy"
                    />
                    <Box p="2" display="flex" gap="2" alignItems="center">
                      <Checkbox.Control />
                      <Checkbox.Label textStyle="xs" truncate>
                        {taken ? t('{name} (added)', { name: image.file_name }) : image.file_name}
                      </Checkbox.Label>
                    </Box>
                  </Checkbox.Root>
                </Box>
              )
            })}
          </SimpleGrid>
        )}
      </Stack>
    </AppDialog>
  )
}
