// The product description allow-list: the shared URL rules and the server's sanitiser.
import { describe, expect, it } from 'vitest'
import { sanitizeDescription } from '../../server/services/catalogue/rich-text.ts'
import {
  isAllowedHref,
  isAllowedImageSrc,
  isAllowedVideoSrc,
  videoEmbedUrl,
} from '../../src/lib/rich-text.ts'

const IMAGE = '/api/v1/cdn/images/0b0a7c9e-5f4b-4a39-9d8f-5d3d7f9f0a11'

describe('URL rules', () => {
  it('links are http(s) or mailto only', () => {
    expect(isAllowedHref('https://niaga.my/kedai')).toBe(true)
    expect(isAllowedHref('http://example.com')).toBe(true)
    expect(isAllowedHref('mailto:kedai@niaga.my')).toBe(true)
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,x',
      '/relative',
      '//evil.com',
      'vbscript:x',
    ])
      expect(isAllowedHref(bad), bad).toBe(false)
  })

  it('images come from our CDN or https', () => {
    expect(isAllowedImageSrc(IMAGE)).toBe(true)
    expect(isAllowedImageSrc(`${IMAGE}/thumb`)).toBe(true)
    expect(isAllowedImageSrc('https://images.example.com/a.png')).toBe(true)
    for (const bad of [
      'http://images.example.com/a.png',
      'data:image/png;base64,AAAA',
      '/api/v1/users',
      `${IMAGE}/../../users`,
      'javascript:x',
    ])
      expect(isAllowedImageSrc(bad), bad).toBe(false)
  })

  it('videos are YouTube or Vimeo embeds, and pasted page addresses become embeds', () => {
    expect(isAllowedVideoSrc('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe(true)
    expect(isAllowedVideoSrc('https://player.vimeo.com/video/76979871')).toBe(true)
    expect(isAllowedVideoSrc('https://www.youtube.com.evil.com/embed/x')).toBe(false)
    expect(isAllowedVideoSrc('http://www.youtube.com/embed/x')).toBe(false)
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10')).toBe(
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    )
    expect(videoEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ')
    expect(videoEmbedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871')
    expect(videoEmbedUrl('https://example.com/video.mp4')).toBeNull()
    expect(videoEmbedUrl('not a url')).toBeNull()
  })
})

describe('sanitizeDescription', () => {
  it('keeps what the editor makes', () => {
    const html =
      '<h2>Kopi</h2><h3>Asal</h3><p><strong>a</strong><b>b</b><em>c</em><i>d</i><u>e</u><s>f</s><strike>g</strike><br></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote>'
    expect(sanitizeDescription(html)).toBe(html.replace('<br>', '<br />'))
  })

  it('keeps safe links, images and embeds with their allowed attributes, adding rel=noopener', () => {
    expect(sanitizeDescription('<a href="https://niaga.my" target="_blank" title="x">kedai</a>')).toBe(
      '<a href="https://niaga.my" target="_blank" rel="noopener noreferrer nofollow">kedai</a>',
    )
    expect(sanitizeDescription(`<img src="${IMAGE}" alt="Kopi" width="9">`)).toBe(
      `<img src="${IMAGE}" alt="Kopi" />`,
    )
    expect(
      sanitizeDescription(
        '<iframe src="https://www.youtube.com/embed/abc" allowfullscreen="true" onload="x()"></iframe>',
      ),
    ).toBe('<iframe src="https://www.youtube.com/embed/abc" allowfullscreen="true"></iframe>')
  })

  it('removes scripts, handlers, javascript: URLs, foreign frames and unknown tags', () => {
    expect(sanitizeDescription('<p>Hi<script>alert(1)</script></p>')).toBe('<p>Hi</p>')
    expect(sanitizeDescription('<img src="x" onerror="alert(1)">')).toBeNull()
    expect(sanitizeDescription('<p><img src="https://a.example/x.png" onerror="alert(1)"></p>')).toBe(
      '<p><img src="https://a.example/x.png" /></p>',
    )
    expect(sanitizeDescription('<a href="javascript:alert(1)" onclick="x">x</a>')).toBe('<a>x</a>')
    expect(sanitizeDescription('<iframe src="https://evil.example/embed"></iframe><p>ok</p>')).toBe(
      '<p>ok</p>',
    )
    expect(sanitizeDescription('<div style="color:red" class="x"><h1>T</h1><span>s</span></div>')).toBe('Ts')
    expect(sanitizeDescription('<p style="x">a</p><style>p{}</style><svg><script>1</script></svg>')).toBe(
      '<p>a</p>',
    )
    expect(sanitizeDescription('<p>a</p><object data="x"></object><embed src="y"><form><input></form>')).toBe(
      '<p>a</p>',
    )
  })

  it('an empty editor is no description', () => {
    expect(sanitizeDescription('<p></p>')).toBeNull()
    expect(sanitizeDescription('  ')).toBeNull()
    expect(sanitizeDescription(null)).toBeNull()
  })
})
