import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { SUBTYPES } from '~/db/seed/lists/vocabulary'
import { BRAND_PAIRS, brandStyle } from './brand-style'
import { LINEAGE_ART } from './product-art'
import {
  describeImage,
  escapeXml,
  hashName,
  IMAGE_FORMS,
  IMAGE_KINDS,
  IMAGE_LINEAGES,
  imageFileName,
  imageFormFor,
  type ImageKind,
  parseImageFileName,
  type ProductImageKey,
  productImageKey,
  productImageUrl,
  renderImage,
  renderProductImage,
  specialImageUrl,
} from './product-image'

/** The most a generated picture may weigh on the wire (gzip): the menu shows 20+ cards. */
const GZIP_LIMIT = 3 * 1024

const formsOf = (kind: ImageKind) => Object.keys(IMAGE_FORMS[kind])

describe('image file names', () => {
  it.each([
    ['flower-bud-indica-0-1b2c3d4e-0a1b2c3d.svg', { kind: 'flower', form: 'bud', lineage: 'indica', variant: 0, brand: '1b2c3d4e', hash: '0a1b2c3d' }],
    ['pre-roll-pack-sativa-2-00000000-ffffffff.svg', { kind: 'pre-roll', form: 'pack', lineage: 'sativa', variant: 2, brand: '00000000', hash: 'ffffffff' }],
    ['tincture-spray-cbd-1-ffffffff-00000000.svg', { kind: 'tincture', form: 'spray', lineage: 'cbd', variant: 1, brand: 'ffffffff', hash: '00000000' }],
    ['edible-chocolate-none-0-abcdef01-12345678.svg', { kind: 'edible', form: 'chocolate', lineage: 'none', variant: 0, brand: 'abcdef01', hash: '12345678' }],
    ['extract-diamonds-hybrid-1-abcdef01-12345678.svg', { kind: 'extract', form: 'diamonds', lineage: 'hybrid', variant: 1, brand: 'abcdef01', hash: '12345678' }],
    ['gear-grinder-none-0-abcdef01-12345678.svg', { kind: 'gear', form: 'grinder', lineage: 'none', variant: 0, brand: 'abcdef01', hash: '12345678' }],
  ])('parses %s and writes it back', (file, key) => {
    expect(parseImageFileName(file)).toEqual({ type: 'product', ...key })
    expect(imageFileName(parseImageFileName(file)!)).toBe(file)
  })

  it.each([
    ['flower-indica-0-0a1b2c3d.svg', { kind: 'flower', form: 'bud', lineage: 'indica', variant: 0, brand: '0a1b2c3d', hash: '0a1b2c3d' }],
    ['pre-roll-sativa-2-ffffffff.svg', { kind: 'pre-roll', form: 'single', lineage: 'sativa', variant: 2, brand: 'ffffffff', hash: 'ffffffff' }],
    ['edible-none-1-12345678.svg', { kind: 'edible', form: 'gummy', lineage: 'none', variant: 1, brand: '12345678', hash: '12345678' }],
    ['gear-none-0-abcdef01.svg', { kind: 'gear', form: 'battery', lineage: 'none', variant: 0, brand: 'abcdef01', hash: 'abcdef01' }],
  ])('still reads the first format %s (databases seeded before forms), drawn in the kind’s first form', (file, key) => {
    expect(parseImageFileName(file)).toEqual({ type: 'product', ...key })
  })

  it('parses a special', () => {
    expect(parseImageFileName('special-1dfe1533.svg')).toEqual({ type: 'special', hash: '1dfe1533' })
  })

  it.each([
    'flower-bud-indica-3-1b2c3d4e-0a1b2c3d.svg', // variant out of range
    'flower-bud-indica-0-1b2c3d4e-0A1B2C3D.svg', // upper-case hash
    'flower-bud-indica-0-1B2C3D4E-0a1b2c3d.svg', // upper-case brand
    'flower-bud-indica-0-1b2c3d4e-0a1b2c3.svg', // short hash
    'flower-bud-indica-0-1b2c3d4-0a1b2c3d.svg', // short brand
    'flower-bud-indica-0-0a1b2c3d.svg', // no brand
    'flower-bud-indica-0-1b2c3d4e-0a1b2c3d-00000000.svg', // extra part
    'merch-bud-none-0-1b2c3d4e-0a1b2c3d.svg', // unknown kind
    'flower-leaf-indica-0-1b2c3d4e-0a1b2c3d.svg', // unknown form
    'flower-chocolate-indica-0-1b2c3d4e-0a1b2c3d.svg', // a form of another kind
    'edible-cart-none-0-1b2c3d4e-0a1b2c3d.svg', // a form of another kind
    'flower-bud-kush-0-1b2c3d4e-0a1b2c3d.svg', // unknown lineage
    'gear-pipe-indica-0-1b2c3d4e-0a1b2c3d.svg', // gear has no lineage
    'gear-indica-0-0a1b2c3d.svg', // gear has no lineage (first format)
    'flower-indica-3-0a1b2c3d.svg',
    'flower-bud-indica-0-1b2c3d4e-0a1b2c3d.png',
    'flower-bud-indica-0-1b2c3d4e-0a1b2c3d.svg.js',
    '../flower-bud-indica-0-1b2c3d4e-0a1b2c3d.svg',
    'flower-bud-indica-0-1b2c3d4e-0a1b2c3d.svg?x',
    ' flower-bud-indica-0-1b2c3d4e-0a1b2c3d.svg',
    'special-1dfe1533.svg?x',
    'special-.svg',
    '',
  ])('rejects %j', (file) => {
    expect(parseImageFileName(file)).toBeNull()
  })
})

describe('imageFormFor', () => {
  it.each([
    ['flower', 'Premium', 'bud'],
    ['flower', 'Smalls', 'smalls'],
    ['flower', 'Pre-Ground', 'ground'],
    ['pre-roll', 'Multi-packs', 'pack'],
    ['pre-roll', 'Infused', 'infused'],
    ['vape', 'Disposables', 'disposable'],
    ['extract', 'Live Resin', 'resin'],
    ['extract', 'Shatter', 'shatter'],
    ['extract', 'Diamonds', 'diamonds'],
    ['edible', 'Gummies', 'gummy'],
    ['edible', 'Chocolates', 'chocolate'],
    ['edible', 'Beverages', 'drink'],
    ['tincture', 'Sprays', 'spray'],
    ['topical', 'Roll-ons', 'rollon'],
    ['gear', 'Grinders', 'grinder'],
    ['edible', ' chocolates ', 'chocolate'], // case and spaces
    ['edible', null, 'gummy'], // none: the kind's first form
    ['vape', 'Oven', 'cart'], // unknown: the kind's first form
    ['edible', 'Shatter', 'gummy'], // another kind's subcategory
  ] as const)('%s / %j → %s', (kind, subtype, form) => {
    expect(imageFormFor(kind, subtype)).toBe(form)
  })

  it.each(Object.entries(SUBTYPES).flatMap(([kind, subtypes]) => subtypes.map(([subtype]) => [kind, subtype] as const)))(
    'the seed’s subcategory %s / %s has a form of its own',
    (kind, subtype) => {
      const forms = IMAGE_FORMS[kind as ImageKind] as Record<string, readonly string[]>
      expect(Object.values(forms).some((subtypes) => subtypes.includes(subtype))).toBe(true)
    },
  )
})

describe('productImageUrl', () => {
  it('carries kind, form, lineage, variant, the brand’s hash and the name’s hash', () => {
    expect(
      productImageUrl({ kind: 'vape', subtype: 'Cartridges', lineage: 'hybrid', brand: 'Lumen Labs', name: 'Blue Dream Live Resin Cartridge', variant: 1 }),
    ).toBe(`/images/products/vape-cart-hybrid-1-${hashName('lumen labs')}-${hashName('Blue Dream Live Resin Cartridge')}.svg`)
  })

  it.each([
    [{ kind: 'gear', lineage: 'indica', name: 'Grinder' }, { lineage: 'none', form: 'battery' }],
    [{ kind: 'edible', lineage: null, name: 'Gummies' }, { lineage: 'none' }],
    [{ kind: 'flower', lineage: 'kush', name: 'x' }, { lineage: 'none' }],
    [{ kind: 'flower', lineage: 'sativa', name: 'x', variant: 4 }, { variant: 1 }],
    [{ kind: 'flower', lineage: 'sativa', name: 'x', variant: -2 }, { variant: 2 }],
    [{ kind: 'flower', lineage: 'sativa', name: 'x', brand: '  Cedar   &  Stone ' }, { brand: hashName('cedar & stone') }],
    [{ kind: 'flower', lineage: 'sativa', name: 'x', brand: null }, { brand: hashName('') }],
  ] as const)('normalises %j', (input, expected) => {
    expect(productImageKey(input)).toMatchObject(expected)
  })

  it('builds a special’s URL', () => {
    expect(specialImageUrl('5001:20% off')).toMatch(/^\/images\/products\/special-[0-9a-f]{8}\.svg$/)
  })
})

/** Every kind × form × lineage × variant, for one product name and brand. */
const allKeys = IMAGE_KINDS.flatMap((kind) =>
  formsOf(kind).flatMap((form) =>
    (kind === 'gear' ? (['none'] as const) : IMAGE_LINEAGES).flatMap((lineage) =>
      [0, 1, 2].map((variant): ProductImageKey => ({ ...productImageKey({ kind, lineage, name: `${kind} ${lineage} sample`, brand: 'Copperleaf', variant }), form })),
    ),
  ),
)

/** What a picture is made of: each element with its fill, in order (geometry left out). */
const structure = (svg: string) => (svg.match(/<\w+[^>]*>/g) ?? []).map((tag) => `${/<(\w+)/.exec(tag)?.[1]}:${/fill="([^"]*)"/.exec(tag)?.[1] ?? ''}`).join(' ')

describe('renderImage', () => {
  it.each(allKeys.map((key) => [imageFileName(key), key] as const))('%s is a small, well-formed, script-free SVG', (_, key) => {
    const svg = renderImage(key)
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="1064" height="1064"')).toBe(true)
    expect(svg.endsWith('</svg>')).toBe(true)
    expect(svg).toContain(`<title>${escapeXml(describeImage(key))}</title>`)
    expect(svg).not.toMatch(/NaN|undefined|Infinity|<script|<foreignObject|<image|\son\w+=|javascript:|url\((?!#)|href="(?!#)/i)
    // Open tags and close tags balance (self-closing ones aside).
    const opened = (svg.match(/<(?!\/)[a-zA-Z]+(?:\s[^>]*)?(?<!\/)>/g) ?? []).length
    expect(opened).toBe((svg.match(/<\//g) ?? []).length)
    expect(gzipSync(svg).length).toBeLessThanOrEqual(GZIP_LIMIT)
  })

  it(`keeps every picture within ${GZIP_LIMIT} bytes gzip (the largest and the mean are in the message)`, () => {
    const sizes = allKeys.map((key) => ({ file: imageFileName(key), gzip: gzipSync(renderImage(key)).length }))
    const largest = sizes.reduce((a, b) => (b.gzip > a.gzip ? b : a))
    const mean = Math.round(sizes.reduce((sum, s) => sum + s.gzip, 0) / sizes.length)
    expect({ count: sizes.length, largest: largest.gzip <= GZIP_LIMIT ? 'ok' : `${largest.file}: ${largest.gzip} B`, mean: mean <= 2048 ? 'ok' : mean }).toEqual({
      count: allKeys.length,
      largest: 'ok',
      mean: 'ok',
    })
  })

  it('is a pure function of the key', () => {
    const key = productImageKey({ kind: 'flower', lineage: 'indica', name: 'Granddaddy Purple', brand: 'Copperleaf' })
    expect(renderImage(key)).toBe(renderImage({ ...key }))
  })

  it.each(allKeys.filter((key) => key.variant === 0).map((key) => [imageFileName(key), key] as const))(
    'the three pictures of %s are built differently (pack shot, close-up, label card)',
    (_, key) => {
      const [pack, closeUp, card] = [0, 1, 2].map((variant) => structure(renderImage({ ...key, variant })))
      expect(new Set([pack, closeUp, card]).size).toBe(3)
      expect(card).toContain('text:')
      expect(pack).not.toContain('text:')
    },
  )

  it.each(IMAGE_KINDS.flatMap((a) => IMAGE_KINDS.filter((b) => b > a).map((b) => [a, b] as const)))('%s and %s close-ups differ', (a, b) => {
    const draw = (kind: ImageKind) => structure(renderProductImage({ kind, lineage: 'hybrid', name: 'Same Name', brand: 'Copperleaf', variant: 1 }))
    expect(draw(a)).not.toBe(draw(b))
  })

  it.each(IMAGE_KINDS.flatMap((kind) => formsOf(kind).map((form) => [kind, form] as const)))('%s / %s has a close-up of its own', (kind, form) => {
    const draw = (f: string) => structure(renderImage({ ...productImageKey({ kind, lineage: 'hybrid', name: 'Same Name', brand: 'Copperleaf', variant: 1 }), form: f }))
    for (const other of formsOf(kind).filter((f) => f !== form)) expect(draw(form)).not.toBe(draw(other))
  })

  it.each(['Passionfruit Gummies 100mg', 'Sour Cherry Gummies', 'Watermelon Gummies 50mg'])('draws %s with the same gummies in all three pictures', (name) => {
    const GUMMY = /#(e0475a|f28c28|8cc63f|7a4fa3|f2c230|e86a92)/g
    const colours = [0, 1, 2].map((variant) =>
      [...new Set(renderProductImage({ kind: 'edible', subtype: 'Gummies', lineage: 'sativa', name, brand: 'Grain & Grove', variant }).match(GUMMY))].sort().join(),
    )
    expect(colours[0]).not.toBe('')
    expect(new Set(colours).size).toBe(1)
  })

  it('varies the details with the product’s name', () => {
    const draw = (name: string) => renderProductImage({ kind: 'flower', lineage: 'indica', name, brand: 'Copperleaf', variant: 1 })
    expect(draw('Granddaddy Purple')).not.toBe(draw('Bubba Kush'))
  })

  it('prints a brand’s colours on all its packaging, and another brand’s on its own', () => {
    const [a, b] = ['Cedar & Stone', 'Lumen Labs'].map((brand) => brandStyle(brand))
    expect(a!.body).not.toBe(b!.body)
    for (const [kind, name] of [
      ['flower', 'Blue Dream'],
      ['vape', 'Blue Dream Cartridge'],
      ['edible', 'Mango Gummies'],
    ] as const) {
      expect(renderProductImage({ kind, lineage: 'hybrid', name, brand: 'Cedar & Stone' })).toContain(`fill="${a!.body}"`)
      expect(renderProductImage({ kind, lineage: 'hybrid', name, brand: 'Lumen Labs' })).toContain(`fill="${b!.body}"`)
    }
  })

  it('uses the lineage colours of the site’s palette (app.css)', () => {
    const css = readFileSync('app/app.css', 'utf8')
    const token = (name: string) => new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`).exec(css)?.[1]
    for (const lineage of ['indica', 'sativa', 'hybrid', 'cbd'] as const) {
      expect(LINEAGE_ART[lineage].tint).toBe(token(`${lineage}-tint`))
      expect(LINEAGE_ART[lineage].deep).toBe(token(lineage))
      expect(renderProductImage({ kind: 'flower', lineage, name: 'x', variant: 0 })).toContain(LINEAGE_ART[lineage].tint)
      expect(renderProductImage({ kind: 'flower', lineage, name: 'x', variant: 2 })).toContain(LINEAGE_ART[lineage].deep)
    }
    expect(LINEAGE_ART.none.tint).toBe(token('sunken'))
  })

  it('prints only its own vocabulary, never the product’s or the brand’s name', () => {
    const svg = renderProductImage({ kind: 'edible', subtype: 'Chocolates', lineage: 'cbd', name: 'Wedding Cake Chocolate 100mg', brand: 'Fable Chocolate', variant: 2 })
    expect(svg).not.toMatch(/Wedding|Fable/)
    expect(svg.match(/<text[^>]*>([^<]*)<\/text>/)?.[1]).toBe('CBD')
    expect(renderProductImage({ kind: 'edible', subtype: 'Chocolates', lineage: null, name: 'x', variant: 2 }).match(/<text[^>]*>([^<]*)<\/text>/)?.[1]).toBe('CHOCOLATE')
  })

  it('draws a special’s banner', () => {
    const svg = renderImage({ type: 'special', hash: '1dfe1533' })
    expect(svg).toContain('<title>Decorative artwork for a store special</title>')
    expect(gzipSync(svg).length).toBeLessThanOrEqual(GZIP_LIMIT)
  })

  it.each([
    [{ kind: 'tincture', lineage: 'cbd', variant: 0 }, 'Pack shot of a tincture bottle with a dropper, CBD'],
    [{ kind: 'edible', subtype: 'Chocolates', lineage: null, variant: 1 }, 'Close-up of a chocolate bar'],
    [{ kind: 'vape', subtype: 'Disposables', lineage: 'indica', variant: 2 }, 'Product label of a disposable vape, indica'],
  ] as const)('describes %j for assistive technology', (input, text) => {
    expect(describeImage(productImageKey({ name: 'x', ...input }))).toBe(text)
  })

  it('escapes XML', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;')
  })

  it('has one packaging pair per brand colour', () => {
    expect(new Set(BRAND_PAIRS.map(([body]) => body)).size).toBe(BRAND_PAIRS.length)
  })
})
