// Shows what the analysis found in one image (size, format, colours) and lets the merchant add its
// suggested tags to the product.
import { useEffect } from 'react'
import { Badge, Box, Button, HStack, Spinner, Stack, Text, Wrap } from '@chakra-ui/react'
import { AppDialog } from '@/app/ui/app-dialog.tsx'
import { useAnalyseImage } from '@/api/images.ts'
import { FieldList } from '@/app/ui/data-table-cells.tsx'
import type { ImageAnalysisColour } from '@/contract/catalogue.ts'
import { t } from '@/i18n/i18n.ts'

interface ImageAnalysisDialogProps {
  imageId: string | null
  /** Tags the product has already (suggestions already there are shown as added). */
  tags: readonly string[]
  onAddTags: (tags: string[]) => void
  onClose: () => void
}

const kb = (bytes: number) => `${(bytes / 1024).toLocaleString('en-MY', { maximumFractionDigits: 1 })} KB`

function Swatch({ colour }: { colour: ImageAnalysisColour }) {
  return (
    <HStack gap="2">
      <Box boxSize="5" rounded="sm" borderWidth="1px" style={{ background: colour.hex }} aria-hidden />
      <Text>
        {colour.name}{' '}
        <Text as="span" color="fg.muted">
          {colour.hex}
          {colour.share !== undefined ? ` · ${Math.round(colour.share * 100)} %` : ''}
        </Text>
      </Text>
    </HStack>
  )
}

export function ImageAnalysisDialog({ imageId, tags, onAddTags, onClose }: ImageAnalysisDialogProps) {
  const analyse = useAnalyseImage()
  const { mutate, reset } = analyse
  useEffect(() => {
    if (imageId) mutate({ imageId })
    else reset()
  }, [imageId, mutate, reset])

  const have = new Set(tags.map((tag) => tag.toLowerCase()))
  const result = analyse.data
  const fresh = (result?.suggested_tags ?? []).filter((tag) => !have.has(tag))

  return (
    <AppDialog
      open={imageId !== null}
      onClose={onClose}
      title={t('Image analysis')}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('Close')}
          </Button>
          <Button
            disabled={fresh.length === 0}
            onClick={() => {
              onAddTags(fresh)
              onClose()
            }}
          >
            {fresh.length === 0
              ? t('All tags added')
              : t('Add {count, plural, one {# tag} other {# tags}}', { count: fresh.length })}
          </Button>
        </>
      }
    >
      {analyse.isPending ? (
        <Spinner aria-label={t('Analysing the image')} />
      ) : analyse.isError ? (
        <Text role="alert">{t('The image could not be analysed. Try again later.')}</Text>
      ) : result ? (
        <Stack gap="4">
          <FieldList
            rows={[
              [
                t('Size'),
                t('{width} × {height} px ({orientation})', {
                  width: result.width,
                  height: result.height,
                  orientation: result.orientation,
                }),
              ],
              [
                t('Format'),
                result.has_alpha
                  ? t('{format}, with transparency', { format: result.format.toUpperCase() })
                  : result.format.toUpperCase(),
              ],
              [t('File size'), kb(result.byte_size)],
              [t('Main colour'), <Swatch key="dominant" colour={result.dominant} />],
              [
                t('Palette'),
                <Stack key="palette" gap="1">
                  {result.palette.map((colour) => (
                    <Swatch key={colour.name} colour={colour} />
                  ))}
                </Stack>,
              ],
            ]}
          />
          <Box>
            <Text fontWeight="medium" mb="2">
              {t('Suggested tags')}
            </Text>
            <Wrap gap="2">
              {result.suggested_tags.map((tag) => (
                <Badge key={tag} variant={have.has(tag) ? 'solid' : 'outline'}>
                  {tag}
                  {have.has(tag) ? ' ✓' : ''}
                </Badge>
              ))}
            </Wrap>
          </Box>
        </Stack>
      ) : null}
    </AppDialog>
  )
}
