import { describe, expect, it } from 'vitest'
import {
  describeImage,
  escapeXml,
  hashName,
  IMAGE_KINDS,
  IMAGE_LINEAGES,
  imageFileName,
  parseImageFileName,
  productImageKey,
  productImageUrl,
  renderImage,
  renderProductImage,
  specialImageUrl,
} from './product-image'

describe('image file names', () => {
  it.each([
    ['flower-indica-0-0a1b2c3d.svg', { type: 'product', kind: 'flower', lineage: 'indica', variant: 0, hash: '0a1b2c3d' }],
    ['pre-roll-sativa-2-ffffffff.svg', { type: 'product', kind: 'pre-roll', lineage: 'sativa', variant: 2, hash: 'ffffffff' }],
    ['tincture-cbd-1-00000000.svg', { type: 'product', kind: 'tincture', lineage: 'cbd', variant: 1, hash: '00000000' }],
    ['edible-none-0-12345678.svg', { type: 'product', kind: 'edible', lineage: 'none', variant: 0, hash: '12345678' }],
    ['gear-none-0-abcdef01.svg', { type: 'product', kind: 'gear', lineage: 'none', variant: 0, hash: 'abcdef01' }],
    ['special-1dfe1533.svg', { type: 'special', hash: '1dfe1533' }],
  ])('parses %s', (file, key) => {
    expect(parseImageFileName(file)).toEqual(key)
    expect(imageFileName(parseImageFileName(file)!)).toBe(file)
  })

  it.each([
    'flower-indica-3-0a1b2c3d.svg', // variant out of range
    'flower-indica-0-0A1B2C3D.svg', // upper-case hash
    'flower-indica-0-0a1b2c3.svg', // short hash
    'merch-none-0-0a1b2c3d.svg', // unknown kind
    'flower-kush-0-0a1b2c3d.svg', // unknown lineage
    'gear-indica-0-0a1b2c3d.svg', // gear has no lineage
    'flower-indica-0-0a1b2c3d.png',
    'flower-indica-0-0a1b2c3d.svg.js',
    '../flower-indica-0-0a1b2c3d.svg',
    'special-1dfe1533.svg?x',
    'special-.svg',
    '',
  ])('rejects %j', (file) => {
    expect(parseImageFileName(file)).toBeNull()
  })

  it('builds the URL from kind, lineage, name and variant', () => {
    expect(productImageUrl({ kind: 'vape', lineage: 'hybrid', name: 'Blue Dream Live Resin Cartridge', variant: 1 })).toBe(
      `/images/products/vape-hybrid-1-${hashName('Blue Dream Live Resin Cartridge')}.svg`,
    )
    expect(productImageKey({ kind: 'gear', lineage: 'indica', name: 'Grinder' }).lineage).toBe('none')
    expect(productImageKey({ kind: 'edible', lineage: null, name: 'Gummies' }).lineage).toBe('none')
    expect(productImageKey({ kind: 'flower', lineage: 'sativa', name: 'x', variant: 4 }).variant).toBe(1)
    expect(specialImageUrl('5001:20% off')).toMatch(/^\/images\/products\/special-[0-9a-f]{8}\.svg$/)
  })
})

describe('renderImage', () => {
  const keys = IMAGE_KINDS.flatMap((kind) =>
    (kind === 'gear' ? (['none'] as const) : IMAGE_LINEAGES).flatMap((lineage) =>
      [0, 1, 2].map((variant) => productImageKey({ kind, lineage, name: `${kind} ${lineage} sample`, variant })),
    ),
  )

  it.each(keys.map((key) => [imageFileName(key), key] as const))('%s is a small, well-formed SVG', (_, key) => {
    const svg = renderImage(key)
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1064 1064"')).toBe(true)
    expect(svg.endsWith('</svg>')).toBe(true)
    expect(Buffer.byteLength(svg)).toBeLessThan(3072)
    expect(svg).toContain(`<title>${escapeXml(describeImage(key))}</title>`)
    expect(svg).not.toMatch(/NaN|undefined|<script|<text/)
  })

  it('is a pure function of the key and varies with the name and variant', () => {
    const a = productImageKey({ kind: 'flower', lineage: 'indica', name: 'Granddaddy Purple' })
    expect(renderImage(a)).toBe(renderImage({ ...a }))
    expect(renderImage(a)).not.toBe(renderImage(productImageKey({ kind: 'flower', lineage: 'indica', name: 'Bubba Kush' })))
    expect(renderImage(a)).not.toBe(renderImage({ ...a, variant: 1 }))
  })

  it('never renders the product name', () => {
    const svg = renderProductImage({ kind: 'edible', lineage: 'cbd', name: 'Wedding Cake Gummies 100mg' })
    expect(svg).not.toContain('Wedding')
  })

  it('uses the lineage colour family', () => {
    const hue = (svg: string) => Number(/hsl\((\d+) /.exec(svg)?.[1])
    const at = (lineage: 'indica' | 'sativa' | 'hybrid' | 'cbd') => hue(renderProductImage({ kind: 'flower', lineage, name: 'x' }))
    expect(at('indica')).toBeGreaterThanOrEqual(275)
    expect(at('sativa')).toBeLessThanOrEqual(42)
    expect(at('hybrid')).toBeGreaterThanOrEqual(105)
    expect(at('hybrid')).toBeLessThanOrEqual(150)
    expect(at('cbd')).toBeGreaterThanOrEqual(180)
  })

  it('describes the picture for assistive technology', () => {
    expect(describeImage(productImageKey({ kind: 'tincture', lineage: 'cbd', name: 'x' }))).toBe(
      'Illustration of a dropper bottle on a teal background',
    )
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;')
  })
})
