// The rich-text editor of product descriptions and pages (SPEC §5: bold, italic, underline, strike, link,
// image and video). Tiptap keeps the document; its HTML goes to the server, which sanitises it under the
// shared allow-list.
import { useState } from 'react'
import { Box, Button, Group, HStack } from '@chakra-ui/react'
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import ImageExtension from '@tiptap/extension-image'
import { imageUrl } from '@/contract/catalogue.ts'
import { t, type ConsoleText } from '@/i18n/i18n.ts'
import { isAllowedHref, isAllowedImageSrc, videoEmbedUrl } from '@/lib/rich-text.ts'
import { ImageLibraryDialog } from './image-library-dialog.tsx'
import { UrlDialog } from '../ui/url-dialog.tsx'
import { VideoEmbed } from './video-embed.ts'

interface RichTextEditorProps {
  id: string
  label: string
  value: string
  onChange: (html: string) => void
  invalid?: boolean
}

type MarkName = 'bold' | 'italic' | 'underline' | 'strike'

/** The marks' buttons: the letter they show and the name they are read by (a catalog id). */
const MARKS: readonly { name: MarkName; label: ConsoleText; text: string; run: (e: Editor) => boolean }[] = [
  { name: 'bold', label: 'Bold', text: 'B', run: (e: Editor) => e.chain().focus().toggleBold().run() },
  { name: 'italic', label: 'Italic', text: 'I', run: (e: Editor) => e.chain().focus().toggleItalic().run() },
  {
    name: 'underline',
    label: 'Underline',
    text: 'U',
    run: (e: Editor) => e.chain().focus().toggleUnderline().run(),
  },
  {
    name: 'strike',
    label: 'Strikethrough',
    text: 'S',
    run: (e: Editor) => e.chain().focus().toggleStrike().run(),
  },
]

export function RichTextEditor({ id, label, value, onChange, invalid }: RichTextEditorProps) {
  const [dialog, setDialog] = useState<'link' | 'video' | 'image' | null>(null)
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['mailto'],
          isAllowedUri: (url) => isAllowedHref(url),
        },
      }),
      ImageExtension.configure({ inline: false }),
      VideoEmbed,
    ],
    content: value,
    editorProps: {
      attributes: {
        id,
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
        class: 'niaga-rich-text',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  })
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      strike: current.isActive('strike'),
      link: current.isActive('link'),
    }),
  })

  return (
    <Box
      width="full"
      borderWidth="1px"
      borderColor={invalid ? 'border.error' : 'border'}
      rounded="md"
      bg="bg"
    >
      <HStack
        role="toolbar"
        aria-label={t('{field} formatting', { field: label })}
        aria-controls={id}
        p="1"
        gap="1"
        wrap="wrap"
        borderBottomWidth="1px"
      >
        <Group attached>
          {MARKS.map((mark) => (
            <Button
              key={mark.name}
              size="xs"
              variant={active[mark.name] ? 'solid' : 'ghost'}
              aria-label={t(mark.label)}
              aria-pressed={active[mark.name]}
              fontWeight={mark.name === 'bold' ? 'bold' : 'normal'}
              fontStyle={mark.name === 'italic' ? 'italic' : undefined}
              textDecoration={
                mark.name === 'underline' ? 'underline' : mark.name === 'strike' ? 'line-through' : undefined
              }
              onClick={() => mark.run(editor)}
            >
              {mark.text}
            </Button>
          ))}
        </Group>
        <Button
          size="xs"
          variant={active.link ? 'solid' : 'ghost'}
          aria-pressed={active.link}
          onClick={() => (active.link ? editor.chain().focus().unsetLink().run() : setDialog('link'))}
        >
          {active.link ? t('Remove link') : t('Link')}
        </Button>
        <Button size="xs" variant="ghost" onClick={() => setDialog('image')}>
          {t('Image')}
        </Button>
        <Button size="xs" variant="ghost" onClick={() => setDialog('video')}>
          {t('Video')}
        </Button>
      </HStack>
      <Box
        px="3"
        py="2"
        minH="40"
        css={{
          '& .niaga-rich-text': { outline: 'none', minHeight: '9rem' },
          '& .niaga-rich-text p': { marginBlock: '0.5em' },
          '& .niaga-rich-text img': { maxWidth: '100%', maxHeight: '20rem' },
          '& .niaga-rich-text iframe': { width: '100%', aspectRatio: '16 / 9', border: 0 },
          '& .niaga-rich-text a': { color: 'brand.fg', textDecoration: 'underline' },
          '& .niaga-rich-text ul, & .niaga-rich-text ol': { paddingInlineStart: '1.5em' },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
      <UrlDialog
        open={dialog === 'link'}
        title={t('Add a link')}
        label={t('Web or email address')}
        placeholder="https://…"
        confirmLabel={t('Add link')}
        check={(text) => {
          const url = /^[\w.+-]+@[\w-]+\.[\w.-]+$/.test(text.trim()) ? `mailto:${text.trim()}` : text.trim()
          return isAllowedHref(url)
            ? { value: url }
            : { error: t('Enter an address starting with https://, http:// or mailto:') }
        }}
        onDone={(href) => {
          if (editor.state.selection.empty)
            editor
              .chain()
              .focus()
              .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
              .run()
          else editor.chain().focus().setLink({ href }).run()
        }}
        onClose={() => setDialog(null)}
      />
      <UrlDialog
        open={dialog === 'video'}
        title={t('Add a video')}
        label={t('YouTube or Vimeo address')}
        placeholder="https://www.youtube.com/watch?v=…"
        helper={t('Videos play from YouTube or Vimeo.')}
        confirmLabel={t('Add video')}
        check={(text) => {
          const src = videoEmbedUrl(text)
          return src ? { value: src } : { error: t('Enter a YouTube or Vimeo video address') }
        }}
        onDone={(src) => editor.chain().focus().setVideoEmbed(src).run()}
        onClose={() => setDialog(null)}
      />
      <ImageLibraryDialog
        open={dialog === 'image'}
        title={t('Insert an image')}

        multiple={false}
        onPick={([imageId]) => {
          const src = imageId ? imageUrl(imageId) : ''
          if (isAllowedImageSrc(src)) editor.chain().focus().setImage({ src, alt: '' }).run()
        }}
        onClose={() => setDialog(null)}
      />
    </Box>
  )
}
