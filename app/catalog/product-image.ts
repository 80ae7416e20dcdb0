/**
 * Generated product and special artwork. Nothing may be fetched from the internet, so every image
 * is an SVG drawn from its URL alone: kind, lineage, a variant number and a hash of the product's
 * name. Because the picture is a pure function of the URL it can be cached forever.
 */

export const IMAGE_KINDS = ['flower', 'pre-roll', 'vape', 'extract', 'edible', 'tincture', 'topical', 'gear'] as const
export type ImageKind = (typeof IMAGE_KINDS)[number]
export const IMAGE_LINEAGES = ['indica', 'sativa', 'hybrid', 'cbd', 'none'] as const
export type ImageLineage = (typeof IMAGE_LINEAGES)[number]
export const IMAGE_VARIANTS = 3

export type ProductImageKey = { type: 'product'; kind: ImageKind; lineage: ImageLineage; variant: number; hash: string }
export type SpecialImageKey = { type: 'special'; hash: string }
export type ImageKey = ProductImageKey | SpecialImageKey

export const PRODUCT_IMAGE_PATH = '/images/products/'
const SIZE = 1064

const PRODUCT_FILE = new RegExp(
  `^(${IMAGE_KINDS.join('|')})-(${IMAGE_LINEAGES.join('|')})-([0-${IMAGE_VARIANTS - 1}])-([0-9a-f]{8})\\.svg$`,
)
const SPECIAL_FILE = /^special-([0-9a-f]{8})\.svg$/

/** 32-bit FNV-1a as 8 hex digits. */
export function hashName(value: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(16).padStart(8, '0')
}

export function productImageKey(input: {
  kind: ImageKind
  lineage: string | null
  name: string
  variant?: number
}): ProductImageKey {
  const lineage = (IMAGE_LINEAGES as readonly string[]).includes(input.lineage ?? '') ? (input.lineage as ImageLineage) : 'none'
  const variant = Math.abs(Math.trunc(input.variant ?? 0)) % IMAGE_VARIANTS
  return { type: 'product', kind: input.kind, lineage: input.kind === 'gear' ? 'none' : lineage, variant, hash: hashName(input.name) }
}

export function imageFileName(key: ImageKey): string {
  return key.type === 'special' ? `special-${key.hash}.svg` : `${key.kind}-${key.lineage}-${key.variant}-${key.hash}.svg`
}

/** The URL path of a product's n-th picture. */
export function productImageUrl(input: Parameters<typeof productImageKey>[0]): string {
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
    const [, kind, lineage, variant, hash] = product as unknown as [string, ImageKind, ImageLineage, string, string]
    if (kind === 'gear' && lineage !== 'none') return null
    return { type: 'product', kind, lineage, variant: Number(variant), hash }
  }
  const special = SPECIAL_FILE.exec(file)
  if (special) return { type: 'special', hash: special[1] as string }
  return null
}

// Hue ranges (degrees) per lineage family; gear stays neutral grey-brown.
const PALETTES: Record<ImageLineage, { hue: [number, number]; sat: number }> = {
  indica: { hue: [275, 310], sat: 38 },
  sativa: { hue: [22, 42], sat: 70 },
  hybrid: { hue: [105, 150], sat: 36 },
  cbd: { hue: [180, 205], sat: 45 },
  none: { hue: [30, 45], sat: 10 },
}

const KIND_FORMS: Record<ImageKind, string> = {
  flower: 'layered bud petals',
  'pre-roll': 'a pre-rolled cone',
  vape: 'a vape cartridge',
  extract: 'a concentrate jar and a drop',
  edible: 'a few gummies',
  tincture: 'a dropper bottle',
  topical: 'a tube and a jar of balm',
  gear: 'a battery and a grinder ring',
}
const LINEAGE_COLOURS: Record<ImageLineage, string> = {
  indica: 'purple',
  sativa: 'amber',
  hybrid: 'green',
  cbd: 'teal',
  none: 'neutral',
}

/** Text alternative for the artwork (the card shows the product's name next to it). */
export function describeImage(key: ImageKey): string {
  if (key.type === 'special') return 'Decorative artwork for a store special'
  return `Illustration of ${KIND_FORMS[key.kind]} on a ${LINEAGE_COLOURS[key.lineage]} background`
}

export function escapeXml(value: string): string {
  return value.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

type Draw = { rand: () => number; hsl: (l: number, dh?: number, ds?: number) => string }

function drawer(key: ImageKey): Draw {
  let state = Number.parseInt(key.hash, 16) ^ (key.type === 'product' ? key.variant * 0x9e3779b9 : 0x5bd1e995)
  const rand = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const palette = PALETTES[key.type === 'product' ? key.lineage : 'hybrid']
  const hue = key.type === 'special' ? Math.floor(rand() * 360) : palette.hue[0] + rand() * (palette.hue[1] - palette.hue[0])
  const sat = key.type === 'special' ? 55 : palette.sat
  const hsl = (l: number, dh = 0, ds = 0) =>
    `hsl(${Math.round((hue + dh + 360) % 360)} ${Math.round(Math.max(0, Math.min(100, sat + ds)))}% ${Math.round(l)}%)`
  return { rand, hsl }
}

const n = (value: number) => String(Math.round(value))

function flower(d: Draw): string {
  const count = 6 + Math.floor(d.rand() * 3)
  const turn = d.rand() * 60
  let out = ''
  for (const [ring, length, width, light] of [
    [0, 300, 120, 34],
    [1, 220, 95, 46],
    [2, 130, 70, 60],
  ] as const) {
    // One petal per ring, reused around the centre, keeps the file small.
    out += `<ellipse id="p${ring}" cx="532" cy="${n(532 - length / 2)}" rx="${n(width)}" ry="${n(length / 2)}" fill="${d.hsl(light + ring * 2)}" transform="rotate(${n(turn + ring * 17)} 532 532)"/>`
    for (let i = 1; i < count; i++) out += `<use href="#p${ring}" transform="rotate(${n((360 / count) * i)} 532 532)"/>`
  }
  return `${out}<circle cx="532" cy="532" r="56" fill="${d.hsl(72, 10, 10)}"/>`
}

function preRoll(d: Draw): string {
  const angle = -45 + d.rand() * 25
  // A cone: narrow filter on the left, widening to the twisted tip on the right.
  return (
    `<g transform="rotate(${n(angle)} 532 532)">` +
    `<path d="M300 492 L800 437 L800 627 L300 572 Z" fill="#f4efe4"/>` +
    `<rect x="210" y="490" width="100" height="84" rx="12" fill="${d.hsl(70, 0, -20)}"/>` +
    `<path d="M800 437 Q900 532 800 627 Z" fill="${d.hsl(40)}"/>` +
    `<path d="M420 ${n(520 + d.rand() * 20)} L700 ${n(500 + d.rand() * 20)}" stroke="${d.hsl(80, 0, -20)}" stroke-width="10" stroke-linecap="round"/></g>`
  )
}

function vape(d: Draw): string {
  const tilt = -12 + d.rand() * 24
  return (
    `<g transform="rotate(${n(tilt)} 532 532)">` +
    `<rect x="472" y="190" width="120" height="110" rx="24" fill="${d.hsl(20, 0, -30)}"/>` +
    `<rect x="442" y="300" width="180" height="470" rx="36" fill="#ffffff" opacity=".55"/>` +
    `<rect x="462" y="${n(420 + d.rand() * 90)}" width="140" height="330" rx="26" fill="hsl(38 85% 52%)" opacity=".9"/>` +
    `<rect x="452" y="770" width="160" height="110" rx="16" fill="${d.hsl(28, 0, -30)}"/></g>`
  )
}

function extract(d: Draw): string {
  const dx = -60 + d.rand() * 120
  return (
    `<rect x="${n(300 + dx)}" y="470" width="380" height="300" rx="60" fill="#ffffff" opacity=".6"/>` +
    `<rect x="${n(290 + dx)}" y="420" width="400" height="80" rx="24" fill="${d.hsl(28)}"/>` +
    `<ellipse cx="${n(490 + dx)}" cy="660" rx="140" ry="70" fill="hsl(42 90% 55%)"/>` +
    `<path d="M${n(770 + dx)} 250 C${n(840 + dx)} 360 ${n(860 + dx)} 420 ${n(770 + dx)} 460 C${n(680 + dx)} 420 ${n(700 + dx)} 360 ${n(770 + dx)} 250 Z" fill="hsl(44 92% 58%)"/>`
  )
}

function edible(d: Draw): string {
  let out = ''
  const pieces = 3 + Math.floor(d.rand() * 3)
  for (let i = 0; i < pieces; i++) {
    const x = 250 + d.rand() * 420
    const y = 250 + d.rand() * 420
    const size = 140 + d.rand() * 80
    const angle = d.rand() * 90
    out += `<rect x="${n(x)}" y="${n(y)}" width="${n(size)}" height="${n(size)}" rx="${n(size / 3)}" fill="${d.hsl(45 + d.rand() * 25, d.rand() * 60 - 30, 20)}" opacity=".92" transform="rotate(${n(angle)} ${n(x + size / 2)} ${n(y + size / 2)})"/>`
  }
  return out
}

function tincture(d: Draw): string {
  const dx = -80 + d.rand() * 160
  return (
    `<rect x="${n(382 + dx)}" y="440" width="300" height="400" rx="70" fill="${d.hsl(30, 0, 10)}"/>` +
    `<rect x="${n(472 + dx)}" y="350" width="120" height="100" rx="14" fill="${d.hsl(18, 0, -20)}"/>` +
    `<ellipse cx="${n(532 + dx)}" cy="300" rx="70" ry="90" fill="${d.hsl(22, 0, -20)}"/>` +
    `<rect x="${n(412 + dx)}" y="560" width="240" height="160" rx="20" fill="#ffffff" opacity=".75"/>`
  )
}

function topical(d: Draw): string {
  const tilt = -20 + d.rand() * 40
  return (
    `<g transform="rotate(${n(tilt)} 440 520)"><path d="M300 300 L580 300 L620 700 L260 700 Z" fill="#fbf8f2"/>` +
    `<rect x="330" y="700" width="220" height="110" rx="18" fill="${d.hsl(32)}"/></g>` +
    `<rect x="620" y="610" width="240" height="170" rx="40" fill="${d.hsl(64, 0, -10)}"/>` +
    `<rect x="605" y="570" width="270" height="70" rx="20" fill="${d.hsl(36)}"/>`
  )
}

function gear(d: Draw): string {
  const teeth = 10 + Math.floor(d.rand() * 8)
  let ring = ''
  ring += `<rect id="t" x="690" y="346" width="40" height="60" rx="8" fill="${d.hsl(40)}"/>`
  for (let i = 1; i < teeth; i++) ring += `<use href="#t" transform="rotate(${n((360 / teeth) * i)} 710 540)"/>`
  return (
    `${ring}<circle cx="710" cy="540" r="170" fill="${d.hsl(40)}"/><circle cx="710" cy="540" r="90" fill="${d.hsl(70)}"/>` +
    `<rect x="230" y="200" width="130" height="660" rx="60" fill="${d.hsl(22)}"/>` +
    `<circle cx="295" cy="330" r="22" fill="hsl(150 60% 55%)"/>`
  )
}

function special(d: Draw): string {
  let out = ''
  for (let i = 0; i < 5; i++) {
    out += `<circle cx="${n(d.rand() * SIZE)}" cy="${n(d.rand() * SIZE)}" r="${n(120 + d.rand() * 260)}" fill="${d.hsl(55 + d.rand() * 30, i * 25)}" opacity=".55"/>`
  }
  return (
    out +
    `<path d="M300 360 L640 360 L800 532 L640 704 L300 704 Z" fill="#fffdf7"/>` +
    `<circle cx="640" cy="532" r="34" fill="${d.hsl(30)}"/>`
  )
}

const FORMS: Record<ImageKind, (d: Draw) => string> = {
  flower,
  'pre-roll': preRoll,
  vape,
  extract,
  edible,
  tincture,
  topical,
  gear,
}

/** The SVG document for an image key (about 1–3 KB). */
export function renderImage(key: ImageKey): string {
  const d = drawer(key)
  const title = escapeXml(describeImage(key))
  const light = key.type === 'product' && key.lineage === 'none' ? 88 : 84
  const background =
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${d.hsl(light)}"/><stop offset="1" stop-color="${d.hsl(light - 16, 12)}"/></linearGradient></defs>` +
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#g)"/>` +
    `<circle cx="${n(380 + d.rand() * 300)}" cy="${n(380 + d.rand() * 300)}" r="${n(380 + d.rand() * 80)}" fill="#ffffff" opacity=".22"/>`
  const form = key.type === 'special' ? special(d) : FORMS[key.kind](d)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}" role="img" aria-label="${title}">` +
    `<title>${title}</title>${background}${form}</svg>`
  )
}

/** Convenience for callers holding product fields rather than a key. */
export function renderProductImage(input: Parameters<typeof productImageKey>[0]): string {
  return renderImage(productImageKey(input))
}
