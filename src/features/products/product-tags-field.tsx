// Tags of a product: pick existing ones (all of them, SPEC §9: limit 1000) or type a new one; new tags are
// created when the product is saved.
import { useId, useState, type KeyboardEvent } from 'react'
import { Button, HStack, Input, Stack, Tag, Text, Wrap } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { taxonomyQueries } from '@/api/product-taxonomy.ts'
import { MAX_PRODUCT_TAGS } from '@/contract/catalogue.ts'
import { t } from '@/i18n/i18n.ts'

interface ProductTagsFieldProps {
  tags: string[]
  onChange: (tags: string[]) => void
  invalid?: boolean
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

export function ProductTagsField({ tags, onChange, invalid }: ProductTagsFieldProps) {
  const listId = useId()
  const known = useQuery(taxonomyQueries.tags())
  const [text, setText] = useState('')

  const add = () => {
    const name = text.trim().slice(0, 50)
    if (!name) return
    // The tag's existing spelling wins over what was typed.
    const existing = known.data?.find((tag) => same(tag.name, name))?.name ?? name
    if (!tags.some((tag) => same(tag, existing)) && tags.length < MAX_PRODUCT_TAGS)
      onChange([...tags, existing])
    setText('')
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault()
      add()
    }
  }

  return (
    <Stack gap="2" width="full">
      {tags.length > 0 ? (
        <Wrap gap="2" aria-label={t('Tags of this product')}>
          {tags.map((tag) => (
            <Tag.Root key={tag} size="lg">
              <Tag.Label>{tag}</Tag.Label>
              <Tag.EndElement>
                <Tag.CloseTrigger
                  aria-label={t('Remove tag {tag}', { tag })}
                  onClick={() => onChange(tags.filter((x) => x !== tag))}
                />
              </Tag.EndElement>
            </Tag.Root>
          ))}
        </Wrap>
      ) : null}
      <HStack>
        {/* Labelled by the surrounding Field (its id comes from Field.Root). */}
        <Input
          value={text}
          list={listId}
          aria-invalid={invalid}
          placeholder={t('Type a tag and press Enter')}
          maxLength={50}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <datalist id={listId}>
          {(known.data ?? [])
            .filter((tag) => !tags.some((x) => same(x, tag.name)))
            .map((tag) => (
              <option key={tag.id} value={tag.name} />
            ))}
        </datalist>
        <Button variant="outline" onClick={add} disabled={!text.trim()}>
          {t('Add tag')}
        </Button>
      </HStack>
      <Text textStyle="xs" color="fg.muted">
        {t('Pick one of your {count} tags or type a new one; up to {max}.', {
          count: known.data?.length ?? 0,
          max: MAX_PRODUCT_TAGS,
        })}
      </Text>
    </Stack>
  )
}
