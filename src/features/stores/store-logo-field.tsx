// The store's logo, picked from (or uploaded to) the image library. Shoppers see it in the storefront's
// header, and it becomes the store's home-screen icon when they install the store.
import { useState } from 'react'
import { Box, Button, Field, HStack, Image } from '@chakra-ui/react'
import { imageThumbUrl } from '@/contract/catalogue.ts'
import { ImageLibraryDialog } from '@/app/widgets/image-library-dialog.tsx'
import { t } from '@/i18n/i18n.ts'

interface StoreLogoFieldProps {
  imageId: string | null
  onChange: (imageId: string | null) => void
  error?: string | undefined
}

export function StoreLogoField({ imageId, onChange, error }: StoreLogoFieldProps) {
  const [picking, setPicking] = useState(false)
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{t('Logo')}</Field.Label>
      <HStack gap="3">
        {imageId ? (
          <Image
            src={imageThumbUrl(imageId)}
            alt={t('Store logo')}
            boxSize="16"
            rounded="md"
            borderWidth="1px"
            objectFit="cover"
          />
        ) : (
          <Box boxSize="16" rounded="md" borderWidth="1px" borderStyle="dashed" aria-hidden="true" />
        )}
        <Button size="sm" variant="outline" onClick={() => setPicking(true)}>
          {imageId ? t('Change logo') : t('Choose logo')}
        </Button>
        {imageId ? (
          <Button size="sm" variant="ghost" onClick={() => onChange(null)}>
            {t('Remove logo')}
          </Button>
        ) : null}
      </HStack>
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        <Field.HelperText>
          {t(
            'Shown in your store’s header and as its icon on shoppers’ home screens. A square picture works best.',
          )}
        </Field.HelperText>
      )}
      <ImageLibraryDialog
        open={picking}
        title={t('Choose a logo')}
        multiple={false}
        pickLabel={t('Use as logo')}
        onPick={(ids) => onChange(ids[0] ?? null)}
        onClose={() => setPicking(false)}
      />
    </Field.Root>
  )
}
