// Images picked from (or uploaded to) the image library: the company's logo (one) or an owner's documents
// (several). Shown as thumbnails with a way to remove each.
import { useState } from 'react'
import { Box, Button, Field, HStack, IconButton, Image, Wrap } from '@chakra-ui/react'
import { imageThumbUrl } from '@/contract/catalogue.ts'
import { ImageLibraryDialog } from '@/app/widgets/image-library-dialog.tsx'

interface ImageIdsFieldProps {
  label: string
  /** What each picture is, for its alt text and remove button ("Logo", "Document 2"). */
  itemLabel: (index: number) => string
  ids: readonly string[]
  onChange: (ids: string[]) => void
  /** One image (a logo) or several (documents). */
  max: number
  helper: string
  error?: string | undefined
}

export function ImageIdsField({ label, itemLabel, ids, onChange, max, helper, error }: ImageIdsFieldProps) {
  const [picking, setPicking] = useState(false)
  const single = max === 1
  const chooseLabel = single
    ? ids.length > 0
      ? `Change ${label.toLowerCase()}`
      : `Choose ${label.toLowerCase()}`
    : `Add ${label.toLowerCase()}`
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Wrap gap="3" align="center">
        {ids.length === 0 ? (
          <Box boxSize="16" rounded="md" borderWidth="1px" borderStyle="dashed" aria-hidden="true" />
        ) : null}
        {ids.map((id, index) => (
          <HStack key={id} gap="1">
            <Image
              src={imageThumbUrl(id)}
              alt={itemLabel(index)}
              boxSize="16"
              rounded="md"
              borderWidth="1px"
              objectFit="cover"
            />
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={`Remove ${itemLabel(index).toLowerCase()}`}
              onClick={() => onChange(ids.filter((x) => x !== id))}
            >
              ×
            </IconButton>
          </HStack>
        ))}
        {ids.length < max || single ? (
          <Button size="sm" variant="outline" onClick={() => setPicking(true)}>
            {chooseLabel}
          </Button>
        ) : null}
      </Wrap>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>{helper}</Field.HelperText>}
      <ImageLibraryDialog
        open={picking}
        title={single ? `Choose ${label.toLowerCase()}` : `Add ${label.toLowerCase()}`}
        multiple={!single}
        exclude={single ? [] : ids}
        pickLabel={single ? `Use as ${label.toLowerCase()}` : undefined}
        onPick={(picked) => onChange(single ? picked.slice(0, 1) : [...ids, ...picked].slice(0, max))}
        onClose={() => setPicking(false)}
      />
    </Field.Root>
  )
}
