/**
 * Generated product and special artwork. Nothing may be fetched from the internet, so every image
 * is an SVG drawn from its URL alone: kind, form (the subcategory's packaging and shape), lineage,
 * a variant number (0 pack shot, 1 close-up, 2 label card), a hash of the brand's name (its colours
 * and mark) and a hash of the product's name. Because the picture is a pure function of the URL it
 * can be cached forever. The drawings are in product-art.ts.
 */
import { brandNameKey, brandStyleFromHash, nameHash } from './brand-style'
import { type ArtLineage, background, DEFS, drawProduct, drawSpecial } from './product-art'

export const IMAGE_KINDS = ['flower', 'pre-roll', 'vape', 'extract', 'edible', 'tincture', 'topical', 'gear'] as const
export type ImageKind = (typeof IMAGE_KINDS)[number]
export const IMAGE_LINEAGES = ['indica', 'sativa', 'hybrid', 'cbd', 'none'] as const
export type ImageLineage = (typeof IMAGE_LINEAGES)[number]
export const IMAGE_VARIANTS = 3

/**
 * The forms a kind is drawn in, the first its default, each with the subcategories (root_subtype)
 * it stands for and what the picture shows.
 */
export const IMAGE_FORMS = {
  flower: { bud: ['Premium', 'Whole Flower'], smalls: ['Smalls'], ground: ['Pre-Ground'] },
  'pre-roll': { single: ['Singles'], pack: ['Multi-packs'], infused: ['Infused'] },
  vape: { cart: ['Cartridges'], disposable: ['Disposables'], pod: ['Pods'] },
  extract: { resin: ['Live Resin'], badder: ['Badder'], shatter: ['Shatter'], rosin: ['Live Rosin', 'Rosin'], sugar: ['Sugar'], diamonds: ['Diamonds'] },
  edible: { gummy: ['Gummies'], chocolate: ['Chocolates'], chew: ['Chews'], mint: ['Mints'], drink: ['Beverages'] },
  tincture: { dropper: ['Sublinguals'], spray: ['Sprays'] },
  topical: { balm: ['Balms'], lotion: ['Lotions'], rollon: ['Roll-ons'], patch: ['Patches'] },
  gear: { battery: ['Batteries'], grinder: ['Grinders'], papers: ['Papers'], pipe: ['Pipes'], storage: ['Storage'] },
} as const satisfies Record<ImageKind, Record<string, readonly string[]>>
export type ImageForm<K extends ImageKind = ImageKind> = K extends ImageKind ? keyof (typeof IMAGE_FORMS)[K] & string : never

/** What each form shows, for the text alternative and the label card's word. */
const FORM_WORDS: Record<string, [description: string, word: string]> = {
  bud: ['a flower bud', 'FLOWER'],
  smalls: ['small flower buds', 'SMALLS'],
  ground: ['ground flower', 'GROUND'],
  single: ['a pre-roll', 'PRE-ROLL'],
  pack: ['a pack of pre-rolls', 'PRE-ROLLS'],
  infused: ['an infused pre-roll', 'INFUSED'],
  cart: ['a vape cartridge', 'CARTRIDGE'],
  disposable: ['a disposable vape', 'DISPOSABLE'],
  pod: ['a vape pod', 'POD'],
  resin: ['live resin sauce', 'LIVE RESIN'],
  badder: ['badder on a dab tool', 'BADDER'],
  shatter: ['shards of shatter', 'SHATTER'],
  rosin: ['live rosin on a dab tool', 'ROSIN'],
  sugar: ['sugar concentrate', 'SUGAR'],
  diamonds: ['THCA diamonds in sauce', 'DIAMONDS'],
  gummy: ['gummies', 'GUMMIES'],
  chocolate: ['a chocolate bar', 'CHOCOLATE'],
  chew: ['wrapped chews', 'CHEWS'],
  mint: ['mints', 'MINTS'],
  drink: ['a can of a cannabis drink', 'BEVERAGE'],
  dropper: ['a tincture bottle with a dropper', 'TINCTURE'],
  spray: ['a sublingual spray', 'SPRAY'],
  balm: ['a tin of balm', 'BALM'],
  lotion: ['a tube of lotion', 'LOTION'],
  rollon: ['a roll-on bottle', 'ROLL-ON'],
  patch: ['transdermal patches', 'PATCH'],
  battery: ['a vape battery', 'BATTERY'],
  grinder: ['a grinder', 'GRINDER'],
  papers: ['rolling papers', 'PAPERS'],
  pipe: ['a glass pipe', 'PIPE'],
  storage: ['a storage jar', 'STORAGE'],
}

export type ProductImageKey = {
  type: 'product'
  kind: ImageKind
  form: string
  lineage: ImageLineage
  variant: number
  /** Hash of the brand's name: its packaging colours and mark. */
  brand: string
  /** Hash of the product's name: the details of the drawing. */
  hash: string
}
export type SpecialImageKey = { type: 'special'; hash: string }
export type ImageKey = ProductImageKey | SpecialImageKey

export const PRODUCT_IMAGE_PATH = '/images/products/'
const SIZE = 1064

const KIND_PATTERN = IMAGE_KINDS.join('|')
const FORM_PATTERN = [...new Set(Object.values(IMAGE_FORMS).flatMap((forms) => Object.keys(forms)))].join('|')
const LINEAGE_PATTERN = IMAGE_LINEAGES.join('|')
const PRODUCT_FILE = new RegExp(`^(${KIND_PATTERN})-(${FORM_PATTERN})-(${LINEAGE_PATTERN})-([0-${IMAGE_VARIANTS - 1}])-([0-9a-f]{8})-([0-9a-f]{8})\\.svg$`)
/** The first format (kind-lineage-variant-hash), still stored by databases seeded before forms and brands. */
const LEGACY_PRODUCT_FILE = new RegExp(`^(${KIND_PATTERN})-(${LINEAGE_PATTERN})-([0-${IMAGE_VARIANTS - 1}])-([0-9a-f]{8})\\.svg$`)
const SPECIAL_FILE = /^special-([0-9a-f]{8})\.svg$/

/** 32-bit FNV-1a as 8 hex digits. */
export function hashName(value: string): string {
  return nameHash(value).toString(16).padStart(8, '0')
}

function formsOf(kind: ImageKind): Record<string, readonly string[]> {
  return IMAGE_FORMS[kind]
}

/** The form a product of this kind and subcategory is drawn in; an unknown subcategory gets the kind's default. */
export function imageFormFor(kind: ImageKind, subtype: string | null | undefined): string {
  const forms = Object.entries(formsOf(kind))
  const wanted = (subtype ?? '').trim().toLowerCase()
  const found = forms.find(([, subtypes]) => subtypes.some((s) => s.toLowerCase() === wanted))
  return (found ?? forms[0])?.[0] as string
}

export function isImageForm(kind: ImageKind, form: string): boolean {
  return Object.hasOwn(formsOf(kind), form)
}

export type ProductImageInput = {
  kind: ImageKind
  lineage: string | null
  name: string
  /** The product's subcategory (root_subtype): gummies and chocolates are both edibles. */
  subtype?: string | null
  /** The brand's name: its packaging colours and mark. */
  brand?: string | null
  variant?: number
}

export function productImageKey(input: ProductImageInput): ProductImageKey {
  const lineage = (IMAGE_LINEAGES as readonly string[]).includes(input.lineage ?? '') ? (input.lineage as ImageLineage) : 'none'
  const variant = Math.abs(Math.trunc(input.variant ?? 0)) % IMAGE_VARIANTS
  return {
    type: 'product',
    kind: input.kind,
    form: imageFormFor(input.kind, input.subtype),
    lineage: input.kind === 'gear' ? 'none' : lineage,
    variant,
    brand: hashName(brandNameKey(input.brand ?? '')),
    hash: hashName(input.name),
  }
}

export function imageFileName(key: ImageKey): string {
  return key.type === 'special'
    ? `special-${key.hash}.svg`
    : `${key.kind}-${key.form}-${key.lineage}-${key.variant}-${key.brand}-${key.hash}.svg`
}

/** The URL path of a product's n-th picture. */
export function productImageUrl(input: ProductImageInput): string {
  return PRODUCT_IMAGE_PATH + imageFileName(productImageKey(input))
}

/** The URL path of a special's banner art, drawn from a seed string such as the special's title. */
export function specialImageUrl(seed: string): string {
  return PRODUCT_IMAGE_PATH + imageFileName({ type: 'special', hash: hashName(seed) })
}

/** Parse an image file name strictly; anything that is not exactly a name we generate is null. */
export function parseImageFileName(file: string): ImageKey | null {
  const product = PRODUCT_FILE.exec(file)
  if (product) {
    const [, kind, form, lineage, variant, brand, hash] = product as unknown as [string, ImageKind, string, ImageLineage, string, string, string]
    if ((kind === 'gear' && lineage !== 'none') || !isImageForm(kind, form)) return null
    return { type: 'product', kind, form, lineage, variant: Number(variant), brand, hash }
  }
  const legacy = LEGACY_PRODUCT_FILE.exec(file)
  if (legacy) {
    const [, kind, lineage, variant, hash] = legacy as unknown as [string, ImageKind, ImageLineage, string, string]
    if (kind === 'gear' && lineage !== 'none') return null
    return { type: 'product', kind, form: imageFormFor(kind, null), lineage, variant: Number(variant), brand: hash, hash }
  }
  const special = SPECIAL_FILE.exec(file)
  if (special) return { type: 'special', hash: special[1] as string }
  return null
}

const LINEAGE_WORDS: Record<ImageLineage, string> = { indica: 'indica', sativa: 'sativa', hybrid: 'hybrid', cbd: 'CBD', none: '' }
const VIEWS = ['Pack shot of', 'Close-up of', 'Product label of'] as const

/** Text alternative for the artwork (the card shows the product's name next to it). */
export function describeImage(key: ImageKey): string {
  if (key.type === 'special') return 'Decorative artwork for a store special'
  const [what] = FORM_WORDS[key.form] ?? ['a product']
  const lineage = LINEAGE_WORDS[key.lineage]
  return `${VIEWS[key.variant] ?? VIEWS[0]} ${what}${lineage ? `, ${lineage}` : ''}`
}

export function escapeXml(value: string): string {
  return value.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** mulberry32 over a 32-bit seed. */
function sequence(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** The SVG document for an image key (a few kilobytes; about 1–2 kB gzip). */
export function renderImage(key: ImageKey): string {
  const title = escapeXml(describeImage(key))
  let body: string
  if (key.type === 'special') {
    body = DEFS + drawSpecial(sequence(Number.parseInt(key.hash, 16) ^ 0x5bd1e995))
  } else {
    const seed = Number.parseInt(key.hash, 16)
    const context = {
      rand: sequence(seed ^ Math.imul(key.variant + 1, 0x9e3779b9)),
      itemRand: sequence(seed),
      lineage: key.lineage as ArtLineage,
      brand: brandStyleFromHash(Number.parseInt(key.brand, 16)),
      form: key.form,
    }
    const word = key.lineage === 'none' ? (FORM_WORDS[key.form]?.[1] ?? key.kind.toUpperCase()) : LINEAGE_WORDS[key.lineage].toUpperCase()
    const backdrop = background(context, key.variant)
    body = DEFS + backdrop + drawProduct(context, key.kind, key.variant, escapeXml(word), seed)
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="${SIZE}" height="${SIZE}" role="img" aria-label="${title}">` +
    `<title>${title}</title>${body}</svg>`
  )
}

/** Convenience for callers holding product fields rather than a key. */
export function renderProductImage(input: ProductImageInput): string {
  return renderImage(productImageKey(input))
}
