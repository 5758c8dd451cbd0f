// /business-owner-details/view/{id}: one director or shareholder, their documents, edit and delete.
import { t } from '@/i18n/i18n.ts'
import type { ReactNode } from 'react'
import { Card, Image, Link as ChakraLink, Text, Wrap } from '@chakra-ui/react'
import { useDeleteOwner } from '@/api/business-owners.ts'
import { dateTime } from '@/app/ui/data-table-cells.tsx'
import { RecordActions } from '@/app/ui/record-actions.tsx'
import { BackLink, RecordCard } from '@/app/ui/record-card.tsx'
import { recordPages } from '@/app/ui/record-pages.ts'
import type { BusinessOwner } from '@/contract/business-owners.ts'
import { useRoleCan } from '@/api/use-session.ts'
import { idTypeWord, ownerRoleWord } from './company-words.ts'

export const OWNER_PAGES = recordPages(
  '/business-owner-details/$mode/$id',
  '/business-owner-details/datatable',
  () => ({
    deleteTitle: t('Delete this business owner?'),
    deleteLabel: t('Delete business owner'),
    deleted: t('Business owner deleted'),
    back: t('Back to business owners'),
  }),
)

export function OwnerDetail({ owner }: { owner: BusinessOwner }) {
  const remove = useDeleteOwner()
  const canManage = useRoleCan('settings')
  const rows: [string, ReactNode][] = [
    [t('Full name'), owner.full_name],
    [t('Role'), ownerRoleWord(owner.role)],
    [t('IC type'), idTypeWord(owner.id_type)],
    [
      owner.id_type === 'nric' ? t('IC number') : t('Passport number'),
      <Text key="id" data-testid="owner-id-number">
        {owner.id_number}
        {owner.id_number_masked ? (
          <Text as="span" color="fg.muted" fontSize="sm">
            {' '}
            {t('(only owners see the full number)')}
          </Text>
        ) : null}
      </Text>,
    ],
    [t('Nationality'), owner.nationality],
    [t('Share (of a company)'), `${owner.share_percentage.toFixed(2)}%`],
    [
      t('Documents'),
      owner.documents.length === 0 ? (
        '—'
      ) : (
        <Wrap key="docs" gap="3">
          {owner.documents.map((document, index) => (
            <ChakraLink key={document.id} href={document.url} target="_blank" rel="noopener">
              <Image
                src={document.thumb_url}
                alt={t('Document {number}: {file}', { number: index + 1, file: document.file_name })}
                boxSize="20"
                rounded="md"
                borderWidth="1px"
                objectFit="cover"
              />
            </ChakraLink>
          ))}
        </Wrap>
      ),
    ],
    [t('Updated'), dateTime(owner.updated_at)],
  ]
  return (
    <RecordCard rows={rows} labelWidth="9rem" maxW="3xl">
      {canManage ? (
        <RecordActions
          pages={OWNER_PAGES}
          id={owner.id}
          deleteText={
            owner.share_percentage > 0
              ? t(
                  '{name} will be removed from your directors and shareholders, freeing their {share}% share.',
                  {
                    name: owner.full_name,
                    share: owner.share_percentage.toFixed(2),
                  },
                )
              : t('{name} will be removed from your directors and shareholders.', { name: owner.full_name })
          }
          remove={remove}
        />
      ) : (
        <Card.Footer>
          <BackLink list={OWNER_PAGES.list} label={OWNER_PAGES.words().back} />
        </Card.Footer>
      )}
    </RecordCard>
  )
}
