// The product's pictures in display order: the first is the cover. Add from (or upload to) the library,
// move left/right, remove, and analyse one to get tag suggestions.
import { useState } from 'react'
import { Badge, Box, Button, HStack, IconButton, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { imageThumbUrl, MAX_PRODUCT_IMAGES } from '@/contract/catalogue.ts'
import { ImageAnalysisDialog } from './image-analysis-dialog.tsx'
import { ImageLibraryDialog } from '@/app/widgets/image-library-dialog.tsx'
import { t } from '@/i18n/i18n.ts'

interface ProductImagesFieldProps {
  imageIds: string[]
  onChange: (ids: string[]) => void
  tags: readonly string[]
  onAddTags: (tags: string[]) => void
  invalid?: boolean
}

function move<T>(list: T[], from: number, to: number): T[] {
  const next = [...list]
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item!)
  return next
}

export function ProductImagesField({
  imageIds,
  onChange,
  tags,
  onAddTags,
  invalid,
}: ProductImagesFieldProps) {
  const [picking, setPicking] = useState(false)
  const [analysing, setAnalysing] = useState<string | null>(null)
  const room = MAX_PRODUCT_IMAGES - imageIds.length

  return (
    <Stack gap="3" width="full">
      {imageIds.length === 0 ? (
        <Text color="fg.muted" textStyle="sm">
          {t('No pictures yet. The first picture is the cover shoppers see in the store.')}
        </Text>
      ) : (
        <SimpleGrid
          as="ol"
          columns={{ base: 2, sm: 3, lg: 4 }}
          gap="3"
          aria-label={t('Product pictures in display order')}
          listStyleType="none"
        >
          {imageIds.map((id, index) => {
            const position = { number: index + 1, total: imageIds.length }
            return (
              <Box
                as="li"
                key={id}
                borderWidth="1px"
                borderColor={invalid ? 'border.error' : 'border'}
                rounded="md"
                overflow="hidden"
                bg="bg"
              >
                <Box position="relative">
                  <Image
                    src={imageThumbUrl(id)}
                    alt={index === 0 ? t('Cover picture') : t('Picture {number}', { number: index + 1 })}
                    aspectRatio="1"
                    width="full"
                    objectFit="cover"
                  />
                  {index === 0 ? (
                    <Badge position="absolute" top="2" left="2" colorPalette="brand" variant="solid">
                      {t('Cover')}
                    </Badge>
                  ) : null}
                </Box>
                <HStack p="1" gap="1" justify="space-between" wrap="wrap">
                  <HStack gap="1">
                    <IconButton
                      size="xs"
                      variant="ghost"
                      aria-label={t('Move picture {number} of {total} earlier', position)}
                      disabled={index === 0}
                      onClick={() => onChange(move(imageIds, index, index - 1))}
                    >
                      ←
                    </IconButton>
                    <IconButton
                      size="xs"
                      variant="ghost"
                      aria-label={t('Move picture {number} of {total} later', position)}
                      disabled={index === imageIds.length - 1}
                      onClick={() => onChange(move(imageIds, index, index + 1))}
                    >
                      →
                    </IconButton>
                  </HStack>
                  <HStack gap="1">
                    <Button
                      size="xs"
                      variant="ghost"
                      onClick={() => setAnalysing(id)}
                      aria-label={t('Analyse picture {number} of {total}', position)}
                    >
                      {t('Analyse')}
                    </Button>
                    <IconButton
                      size="xs"
                      variant="ghost"
                      colorPalette="red"
                      aria-label={t('Remove picture {number} of {total}', position)}
                      onClick={() => onChange(imageIds.filter((x) => x !== id))}
                    >
                      ✕
                    </IconButton>
                  </HStack>
                </HStack>
              </Box>
            )
          })}
        </SimpleGrid>
      )}
      <HStack>
        <Button size="sm" variant="outline" disabled={room <= 0} onClick={() => setPicking(true)}>
          {t('Add pictures')}
        </Button>
        <Text textStyle="xs" color="fg.muted">
          {t('{count} of {max}', { count: imageIds.length, max: MAX_PRODUCT_IMAGES })}
        </Text>
      </HStack>
      <ImageLibraryDialog
        open={picking}
        title={t('Add pictures')}
        multiple
        exclude={imageIds}
        onPick={(ids) => onChange([...imageIds, ...ids].slice(0, MAX_PRODUCT_IMAGES))}
        onClose={() => setPicking(false)}
      />
      <ImageAnalysisDialog
        imageId={analysing}
        tags={tags}
        onAddTags={onAddTags}
        onClose={() => setAnalysing(null)}
      />
    </Stack>
  )
}
