// Colour names and tag suggestions of the image analysis.
import { describe, expect, it } from 'vitest'
import { colourName, rgbToHex } from '../../server/services/catalogue/colour-names.ts'
import { fileNameWords, orientationOf, suggestTags } from '../../server/services/catalogue/image-tags.ts'

describe('colourName', () => {
  it.each([
    [[255, 0, 0], 'red'],
    [[200, 30, 30], 'red'],
    [[120, 20, 20], 'maroon'],
    [[0, 0, 128], 'navy'],
    [[37, 99, 235], 'blue'],
    [[22, 163, 74], 'green'],
    [[0, 128, 128], 'teal'],
    [[245, 158, 11], 'orange'],
    [[255, 220, 0], 'yellow'],
    [[240, 230, 200], 'beige'],
    [[139, 69, 19], 'brown'],
    [[255, 192, 203], 'pink'],
    [[168, 85, 247], 'purple'],
    [[250, 250, 250], 'white'],
    [[128, 128, 128], 'grey'],
    [[10, 10, 12], 'black'],
  ] as const)('names rgb(%j) %s', ([r, g, b], name) => {
    expect(colourName({ r, g, b })).toBe(name)
  })

  it('writes hex with two lower-case digits per channel, rounding and clamping', () => {
    expect(rgbToHex({ r: 255, g: 0, b: 10.6 })).toBe('#ff000b')
    expect(rgbToHex({ r: -3, g: 300, b: 16 })).toBe('#00ff10')
  })
})

describe('orientationOf', () => {
  it('is landscape, portrait or square (within 5 %)', () => {
    expect(orientationOf(300, 200)).toBe('landscape')
    expect(orientationOf(200, 300)).toBe('portrait')
    expect(orientationOf(400, 390)).toBe('square')
    expect(orientationOf(400, 370)).toBe('landscape')
  })
})

describe('fileNameWords', () => {
  it('keeps the meaningful words of a file name, without extension, numbers or camera noise', () => {
    expect(fileNameWords('Kopi-Tenom_250g (2).JPG')).toEqual(['kopi', 'tenom', '250g'])
    expect(fileNameWords('IMG_20261122_0042.jpeg')).toEqual([])
    expect(fileNameWords('C:\\Users\\aminah\\Desktop\\batik sarong biru copy.png')).toEqual([
      'batik',
      'sarong',
      'biru',
    ])
    expect(fileNameWords('kuih-kuih-kuih.webp')).toEqual(['kuih'])
    expect(fileNameWords('')).toEqual([])
  })
})

describe('suggestTags', () => {
  it('lists colours, then orientation, then file-name words, without repeats, at most 10', () => {
    expect(
      suggestTags({
        colours: ['red', 'red', 'white'],
        orientation: 'landscape',
        fileName: 'sambal-red-hot.png',
      }),
    ).toEqual(['red', 'white', 'landscape', 'sambal', 'hot'])
    const many = suggestTags({
      colours: ['red', 'white', 'black'],
      orientation: 'square',
      fileName: 'one-two-three-four-five-six-seven-eight.png',
    })
    expect(many).toHaveLength(10)
    expect(many.slice(0, 4)).toEqual(['red', 'white', 'black', 'square'])
  })

  it('answers from its input alone: the same tags every time, the input left as it was', () => {
    const colours = Object.freeze(['navy', 'beige', 'navy'])
    const input = Object.freeze({
      colours: colours as string[],
      orientation: 'portrait' as const,
      fileName: 'songket-navy.png',
    })
    const expected = ['navy', 'beige', 'portrait', 'songket']
    expect(suggestTags(input)).toEqual(expected)
    expect(suggestTags(input)).toEqual(expected)
    expect(colours).toEqual(['navy', 'beige', 'navy'])
  })

  it('without a file name, suggests colours and orientation only', () => {
    expect(suggestTags({ colours: ['grey'], orientation: 'square' })).toEqual(['grey', 'square'])
  })
})
