// A Tiptap node for YouTube and Vimeo embeds: an <iframe> whose src the shared allow-list accepts. Pasted
// iframes from anywhere else are not parsed at all, so the editor never holds what the server would drop.
import { mergeAttributes, Node } from '@tiptap/react'
import { isAllowedVideoSrc } from '@/lib/rich-text.ts'

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    videoEmbed: {
      /** Inserts a video; `src` must already be an embed address (videoEmbedUrl). */
      setVideoEmbed: (src: string) => ReturnType
    }
  }
}

export const VideoEmbed = Node.create({
  name: 'videoEmbed',
  group: 'block',
  atom: true,
  draggable: true,

  addAttributes() {
    return { src: { default: null } }
  },

  parseHTML() {
    return [
      {
        tag: 'iframe[src]',
        getAttrs: (element) => {
          const src = element.getAttribute('src') ?? ''
          return isAllowedVideoSrc(src) ? { src } : false
        },
      },
    ]
  },

  renderHTML({ HTMLAttributes }) {
    return ['iframe', mergeAttributes(HTMLAttributes, { frameborder: '0', allowfullscreen: 'true' })]
  },

  addCommands() {
    return {
      setVideoEmbed:
        (src) =>
        ({ commands }) =>
          isAllowedVideoSrc(src) ? commands.insertContent({ type: this.name, attrs: { src } }) : false,
    }
  },
})
