// Images picked from (or uploaded to) the image library: the company's logo (one) or an owner's documents
// (several). Shown as thumbnails with a way to remove each.
import { useState } from 'react'
import { Box, Button, Field, HStack, IconButton, Image, Wrap } from '@chakra-ui/react'
import { imageThumbUrl } from '@/contract/catalogue.ts'
import { ImageLibraryDialog } from '@/app/widgets/image-library-dialog.tsx'

/** The field's words, whole, in the reader's language. */
interface ImageIdsWords {
  /** The picker's button and title: "Choose logo", "Add documents". */
  choose: string
  /** One image: the button once there is one ("Change logo"), and the picker's confirm ("Use as logo"). */
  change?: string
  pick?: string
  /** Each picture's remove button ("Remove company logo", "Remove document 2"). */
  remove: (index: number) => string
}

interface ImageIdsFieldProps {
  label: string
  /** What each picture is, for its alt text ("Company logo", "Document 2"). */
  itemLabel: (index: number) => string
  words: ImageIdsWords
  ids: readonly string[]
  onChange: (ids: string[]) => void
  /** One image (a logo) or several (documents). */
  max: number
  helper: string
  error?: string | undefined
}

export function ImageIdsField({
  label,
  itemLabel,
  words,
  ids,
  onChange,
  max,
  helper,
  error,
}: ImageIdsFieldProps) {
  const [picking, setPicking] = useState(false)
  const single = max === 1
  const chooseLabel = single && ids.length > 0 ? (words.change ?? words.choose) : words.choose
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
              aria-label={words.remove(index)}
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
        title={words.choose}
        multiple={!single}
        exclude={single ? [] : ids}
        pickLabel={single ? words.pick : undefined}
        onPick={(picked) => onChange(single ? picked.slice(0, 1) : [...ids, ...picked].slice(0, max))}
        onClose={() => setPicking(false)}
      />
    </Field.Root>
  )
}
