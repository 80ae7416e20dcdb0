/**
 * The drawings behind the generated product images (product-image.ts holds the keys and URLs).
 * Everything is drawn in a 200 × 200 box from a few primitives so a picture stays a couple of
 * kilobytes: one `item` per form (a bud, a cartridge, a chocolate bar…), one packaging per form
 * (a jar, a carton, a pouch…), a label card, and the backgrounds of the three variants:
 *   0  pack shot      the packaging in the brand's colours with the item in front, on the lineage tint
 *   1  close-up       the item large on a deeper lineage gradient
 *   2  label card     a lab-facts label on the brand's colour: mark, lineage, batch code
 * Colours come from the site's palette (app.css lineage tokens) and a fixed set of packaging pairs.
 */

import { type BrandStyle, MARK_PATHS } from './brand-style'

export type Rand = () => number

export type ArtLineage = 'indica' | 'sativa' | 'hybrid' | 'cbd' | 'none'

/** Lineage colours: the tint, a mid tone and the deep colour of app.css (--color-{lineage}[-tint]). */
export const LINEAGE_ART: Record<ArtLineage, { tint: string; mid: string; deep: string }> = {
  indica: { tint: '#f3e8f8', mid: '#ddc6ec', deep: '#6b2d8f' },
  sativa: { tint: '#fde9dc', mid: '#f6ccae', deep: '#9a3b0c' },
  hybrid: { tint: '#e6f2df', mid: '#c7e0b8', deep: '#2f6b1f' },
  cbd: { tint: '#dcf0f5', mid: '#b5dbe7', deep: '#0b6177' },
  none: { tint: '#f3efe4', mid: '#e4dccb', deep: '#5d5a52' },
}

/** Bud colours per lineage: shadow, body, light, pistils. */
const PLANT: Record<ArtLineage, [string, string, string, string]> = {
  indica: ['#3e2f52', '#4f6b3a', '#7d9a5a', '#d98a3c'],
  sativa: ['#41602a', '#6f9a3c', '#a7c46a', '#e2742a'],
  hybrid: ['#2f4f27', '#557f3a', '#8fb565', '#c8772f'],
  cbd: ['#2f5348', '#5d8a72', '#9cbfa6', '#c9a35c'],
  none: ['#2f4f27', '#557f3a', '#8fb565', '#c8772f'],
}

const r = (v: number) => String(Math.round(v * 10) / 10)

type Attrs = Record<string, string | number | undefined>
function attrs(list: Attrs): string {
  let out = ''
  for (const [name, value] of Object.entries(list)) if (value !== undefined) out += ` ${name}="${typeof value === 'number' ? r(value) : value}"`
  return out
}
const el = (name: string, list: Attrs, inner?: string) => (inner === undefined ? `<${name}${attrs(list)}/>` : `<${name}${attrs(list)}>${inner}</${name}>`)
const rect = (x: number, y: number, width: number, height: number, rx: number, fill: string, extra: Attrs = {}) =>
  el('rect', { x, y, width, height, rx: rx || undefined, fill, ...extra })
const ell = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}) => el('ellipse', { cx, cy, rx, ry, fill, ...extra })
const circle = (cx: number, cy: number, radius: number, fill: string, extra: Attrs = {}) => el('circle', { cx, cy, r: radius, fill, ...extra })
const path = (d: string, fill: string, extra: Attrs = {}) => el('path', { d, fill, ...extra })
const g = (transform: string, inner: string) => `<g transform="${transform}">${inner}</g>`
/** A cylinder's light: the shared horizontal shading gradient laid over a shape. */
const shade = (x: number, y: number, width: number, height: number, rx = 0) => rect(x, y, width, height, rx, 'url(#c)')
/** The same light over a shape drawn as a path (the gradient spans the shape's own box). */
const shadePath = (d: string) => path(d, 'url(#c)')
/** A soft contact shadow under an object standing at y. */
const shadow = (cx: number, y: number, width: number) => ell(cx, y, width, width * 0.13, 'url(#s)')

export type Ctx = {
  /** Layout of this picture: tilts, light, placement (seeded by the product and the variant). */
  rand: Rand
  /** The product itself: its colours and shape, the same in all its pictures (seeded by the product). */
  itemRand: Rand
  lineage: ArtLineage
  brand: BrandStyle
  form: string
}

const between = (rand: Rand, low: number, high: number) => low + rand() * (high - low)
const pick = <T>(rand: Rand, list: readonly T[]): T => list[Math.floor(rand() * list.length) % list.length] as T

// ---------------------------------------------------------------------------------------------
// Items: the product itself, drawn to fill roughly x 30–170, y 25–175.

/** A bud as a tapered cluster of calyxes, sugar leaves, pistils and a frost of trichomes. */
function bud(c: Ctx, id = 'b'): string {
  const [dark, body, light, pistil] = PLANT[c.lineage]
  let calyxes = ''
  const layers: [string, number, number][] = [
    [dark, 9, 1],
    [body, 13, 0.9],
    [light, 9, 0.62],
  ]
  for (const [fill, count, scale] of layers) {
    for (let i = 0; i < count; i++) {
      const t = c.rand()
      const half = 12 + 30 * Math.sin(Math.PI * (0.15 + 0.75 * t))
      const x = 100 + between(c.rand, -half, half) * 0.8
      const y = 40 + t * 110
      const size = (11 + 9 * Math.sin(Math.PI * (0.2 + 0.7 * t)) + c.rand() * 4) * scale
      calyxes += ell(x, y, size * 0.78, size, fill, { transform: `rotate(${r(between(c.rand, -35, 35))} ${r(x)} ${r(y)})` })
    }
  }
  let leaves = ''
  for (const side of [-1, 1]) {
    const y = between(c.rand, 80, 130)
    leaves += path(`M${100 + side * 22} ${r(y)}q${side * 30} -14 ${side * 40} -38q${side * -12} 28 ${side * -38} 50z`, dark)
  }
  let hairs = ''
  for (let i = 0; i < 9; i++) {
    const x = between(c.rand, 74, 126)
    const y = between(c.rand, 50, 150)
    hairs += `M${r(x)} ${r(y)}q${r(between(c.rand, -9, 9))} -6 ${r(between(c.rand, -10, 10))} -12`
  }
  let frost = ''
  for (let i = 0; i < 14; i++) frost += `M${r(between(c.rand, 72, 128))} ${r(between(c.rand, 45, 150))}h.1`
  return (
    `<g id="${id}">${leaves}<g stroke="${dark}" stroke-opacity=".35" stroke-width=".8">${calyxes}</g>` +
    path('M94 148q6 14 4 26', 'none', { stroke: dark, 'stroke-width': 5, 'stroke-linecap': 'round' }) +
    path(hairs, 'none', { stroke: pistil, 'stroke-width': 1.6, 'stroke-linecap': 'round' }) +
    path(frost, 'none', { stroke: '#fff', 'stroke-width': 2.6, 'stroke-linecap': 'round', opacity: 0.55 }) +
    `</g>`
  )
}

function flowerItem(c: Ctx): string {
  if (c.form === 'bud') return bud(c)
  // Smalls: a handful of small buds; ground: a heap of crumbs.
  if (c.form === 'smalls') {
    return (
      bud(c) +
      `<use href="#b" transform="translate(14 96) scale(.5)"/><use href="#b" transform="translate(92 104) scale(.46) rotate(14 100 100)"/>` +
      `<use href="#b" transform="translate(58 120) scale(.42) rotate(-20 100 100)"/>`
    ).replace('<g id="b">', '<g id="b" transform="translate(40 -6) scale(.6)">')
  }
  const [dark, body, light, pistil] = PLANT[c.lineage]
  let crumbs = ''
  for (let i = 0; i < 46; i++) {
    const t = c.rand()
    const x = 100 + between(c.rand, -1, 1) * (70 - 60 * t)
    const y = 160 - t * 70 + c.rand() * 8
    crumbs += ell(x, y, 4 + c.rand() * 4, 3 + c.rand() * 2, pick(c.rand, [dark, body, body, light]), { transform: `rotate(${r(c.rand() * 180)} ${r(x)} ${r(y)})` })
  }
  return crumbs + path('M80 110l6-4M112 126l-5-5M98 98l3 5', 'none', { stroke: pistil, 'stroke-width': 1.5 })
}

const JOINT = 'M30 94 L150 84 L150 116 L30 106 Z'

/** A cone joint lying left (filter) to right (twisted tip), 140 long, around y = 100. */
function joint(c: Ctx, coated = false): string {
  const paper = coated ? '#b9a16a' : '#f6f1e6'
  return (
    path(JOINT, paper, { stroke: '#b8ab92', 'stroke-width': 1 }) +
    path('M150 84q20 10 22 16q-2 6-22 16z', coated ? '#8c7440' : '#ede4d2') +
    rect(22, 93, 26, 14, 3, '#d8c39a') +
    path('M29 95v10M35 94.5v11M41 94v12', 'none', { stroke: '#bfa676', 'stroke-width': 1.2 }) +
    (coated
      ? path('M60 92h.1M74 97h.1M90 89h.1M104 104h.1M120 92h.1M134 108h.1M112 86h.1M84 108h.1', 'none', {
          stroke: '#f3dc9a',
          'stroke-width': 3.2,
          'stroke-linecap': 'round',
        }) + rect(58, 90, 12, 20, 0, '#4b3a1c', { opacity: 0.35 })
      : path('M60 97h80', 'none', { stroke: '#e2d8c4', 'stroke-width': 1 })) +
    shadePath(JOINT)
  )
}

function preRollItem(c: Ctx): string {
  if (c.form === 'pack') {
    const one = `<g id="j">${joint(c)}</g>`
    return g('rotate(-18 100 100) translate(0 -26)', one) + `<use href="#j" transform="rotate(-4 100 100)"/>` + `<use href="#j" transform="rotate(10 100 100) translate(0 26)"/>`
  }
  return shadow(100, 146, 76) + g(`rotate(${r(between(c.rand, -30, -18))} 100 100) translate(100 100) scale(1.2) translate(-100 -100)`, joint(c, c.form === 'infused'))
}

/** A 510 cartridge standing, 150 tall. */
function cart(c: Ctx, oil: string): string {
  return (
    shadow(100, 178, 34) +
    rect(88, 24, 24, 26, 6, c.brand.body) +
    rect(84, 48, 32, 100, 7, '#eef2f2', { opacity: 0.8 }) +
    rect(88, between(c.rand, 62, 80), 24, 82, 4, oil) +
    rect(97, 52, 6, 94, 2, '#9aa3a5') +
    rect(82, 146, 36, 28, 4, '#b9bfc2') +
    path('M84 156h32M84 163h32', 'none', { stroke: '#8f979a', 'stroke-width': 1.4 }) +
    shade(82, 24, 36, 150, 6)
  )
}
const OIL = ['#e2a227', '#d88b1d', '#efc04e']

function vapeItem(c: Ctx): string {
  const oil = pick(c.rand, OIL)
  if (c.form === 'cart') return cart(c, oil)
  if (c.form === 'disposable') {
    return (
      shadow(100, 180, 36) +
      rect(84, 20, 32, 22, 10, '#2b2b2b') +
      rect(78, 36, 44, 142, 14, c.brand.body) +
      rect(90, 54, 20, 48, 8, oil) +
      rect(90, 54, 20, 48, 8, 'none', { stroke: c.brand.ink, 'stroke-width': 2 }) +
      circle(100, 158, 3, '#7be0a0') +
      rect(86, 118, 28, 3, 1.5, c.brand.ink) +
      rect(86, 126, 18, 3, 1.5, c.brand.ink, { opacity: 0.6 }) +
      shade(78, 20, 44, 158, 14)
    )
  }
  return (
    shadow(100, 178, 48) +
    rect(70, 96, 60, 80, 16, '#3a3d42') +
    circle(100, 150, 4, '#7be0a0') +
    rect(76, 34, 48, 66, 12, '#eef2f2', { opacity: 0.85 }) +
    rect(82, 52, 36, 42, 8, oil) +
    rect(88, 22, 24, 18, 6, c.brand.body) +
    shade(70, 22, 60, 154, 14)
  )
}

function extractItem(c: Ctx): string {
  const gold = c.form === 'rosin' ? '#f1e2b6' : '#f5c13e'
  const parchment = rect(36, 56, 128, 110, 4, '#f7f1e3', { transform: `rotate(${r(between(c.rand, -8, 8))} 100 110)` }) + shadow(100, 168, 80)
  if (c.form === 'shatter') {
    let shards = ''
    for (let i = 0; i < 5; i++) {
      const x = 60 + i * 18 + c.rand() * 10
      const y = 86 + c.rand() * 40
      shards += path(
        `M${r(x)} ${r(y)}l${r(20 + c.rand() * 20)} ${r(-10 - c.rand() * 14)}l${r(10 + c.rand() * 10)} ${r(28 + c.rand() * 10)}l${r(-24 - c.rand() * 12)} ${r(14 + c.rand() * 10)}z`,
        pick(c.rand, ['#e7a531', '#d98e1f', '#f0b948']),
        { opacity: 0.88, stroke: '#fff3c9', 'stroke-width': 1.4, 'stroke-linejoin': 'round' },
      )
    }
    return parchment + shards
  }
  if (c.form === 'diamonds') {
    let gems = ell(100, 132, 58, 20, '#e4a43a', { opacity: 0.9 })
    for (const [x, y, s] of [
      [78, 112, 1],
      [112, 104, 1.3],
      [136, 124, 0.8],
      [94, 130, 0.7],
    ] as const) {
      gems += g(
        `translate(${x} ${y}) scale(${s})`,
        path('M0-24L14-8 9 14-9 14-14-8z', '#fbf1d4', { stroke: '#d9b25a', 'stroke-width': 1.2 }) + path('M0-24L4-8 0 14-4-8zM-14-8h28', 'none', { stroke: '#e6c77a', 'stroke-width': 1 }),
      )
    }
    return parchment + gems
  }
  if (c.form === 'sugar' || c.form === 'resin') {
    let grains = c.form === 'resin' ? ell(100, 120, 56, 26, '#d88f1e', { opacity: 0.92 }) + ell(88, 112, 26, 8, '#f3c562', { opacity: 0.7 }) : ''
    for (let i = 0; i < (c.form === 'sugar' ? 34 : 10); i++) {
      const x = between(c.rand, 58, 142)
      const y = between(c.rand, 98, 142)
      grains += circle(x, y, c.form === 'sugar' ? 5 + c.rand() * 5 : 3 + c.rand() * 2, pick(c.rand, ['#f2c75c', '#e2a83c', '#f7dc8e']))
    }
    return parchment + grains
  }
  if (c.form === 'rosin') {
    // Live rosin: a creamy, whipped mound in a shallow glass jar seen from above.
    return (
      shadow(100, 160, 76) +
      circle(100, 108, 56, '#e7eef0', { stroke: '#b8c4c8', 'stroke-width': 3 }) +
      circle(100, 108, 46, gold) +
      path('M70 104c8-14 30-18 44-6 10 8 8 22-4 24M84 116c6-10 20-10 26-2', 'none', { stroke: '#fffaf0', 'stroke-width': 4, 'stroke-linecap': 'round' }) +
      path('M62 86a44 44 0 0 1 30-20', 'none', { stroke: '#fff', 'stroke-width': 4, opacity: 0.7, 'stroke-linecap': 'round' })
    )
  }
  // Badder: a creamy blob with swirls, on a dab tool.
  return (
    parchment +
    path('M60 126c-6-26 24-44 44-34 16-14 46 0 38 22 14 14-6 34-26 28-16 12-44 6-56-16z', gold) +
    path('M78 118c10-10 26-8 34 2M92 130c10-6 22-4 30 4', 'none', { stroke: '#fff4d6', 'stroke-width': 3, 'stroke-linecap': 'round' }) +
    path('M120 70l44-34', 'none', { stroke: '#a7adb0', 'stroke-width': 5, 'stroke-linecap': 'round' })
  )
}

const GUMMY = ['#e0475a', '#f28c28', '#8cc63f', '#7a4fa3', '#f2c230', '#e86a92']

function edibleItem(c: Ctx): string {
  if (c.form === 'chocolate') {
    let squares = ''
    for (let row = 0; row < 3; row++) for (let col = 0; col < 4; col++) squares += rect(46 + col * 27, 70 + row * 24, 24, 21, 3, '#6e3f24', { stroke: '#8a5434', 'stroke-width': 1.6 })
    return (
      shadow(100, 150, 90) +
      g(
        `rotate(${r(between(c.rand, -14, -4))} 100 100)`,
        rect(40, 64, 116, 84, 6, '#4e2b17') + squares + path('M128 60h34v92h-34z', c.brand.body) + path('M128 60l6 8-6 8 6 8-6 8 6 8-6 8 6 8-6 8 6 8-6 8 6 6', '#c9ccd0'),
      ) +
      g('translate(126 136) rotate(24)', rect(-12, -10, 24, 21, 3, '#6e3f24', { stroke: '#8a5434', 'stroke-width': 1.6 }))
    )
  }
  if (c.form === 'drink') {
    return (
      shadow(100, 178, 46) +
      rect(72, 40, 56, 136, 8, c.brand.body) +
      ell(100, 40, 28, 6, '#c9ccd0') +
      ell(100, 176, 28, 5, '#9ea3a8') +
      rect(72, 84, 56, 46, 0, c.brand.ink, { opacity: 0.9 }) +
      circle(100, 107, 12, c.brand.body) +
      path('M78 60h.1M86 150h.1M118 66h.1M122 146h.1M80 140h.1', 'none', { stroke: '#fff', 'stroke-width': 3, 'stroke-linecap': 'round', opacity: 0.7 }) +
      shade(72, 36, 56, 142, 8)
    )
  }
  if (c.form === 'mint') {
    // Pressed mints in an open tin, seen from above.
    let mints = ''
    for (let i = 0; i < 7; i++) {
      const angle = i * 0.9 + c.rand() * 0.4
      const x = 100 + Math.cos(angle) * (i ? 34 : 0)
      const y = 112 + Math.sin(angle) * (i ? 22 : 0)
      mints += ell(x, y + 2, 17, 13, '#000', { opacity: 0.12 }) + ell(x, y, 17, 13, '#dff0e4', { stroke: '#a9cdb5', 'stroke-width': 2 }) + path(`M${r(x - 7)} ${r(y)}h14`, 'none', { stroke: '#a9cdb5', 'stroke-width': 2 })
    }
    return shadow(100, 160, 84) + ell(100, 116, 70, 46, '#b9bfc2') + ell(100, 114, 64, 41, c.brand.body) + ell(100, 114, 64, 41, '#000', { opacity: 0.12 }) + mints
  }
  const colours = [pick(c.rand, GUMMY), pick(c.rand, GUMMY), pick(c.rand, GUMMY)]
  let pieces = ''
  const spots = [
    [72, 120],
    [108, 128],
    [138, 112],
    [86, 92],
    [122, 86],
    [100, 108],
  ]
  for (const [i, [x, y]] of spots.entries()) {
    const fill = colours[i % 3] as string
    const angle = r(between(c.rand, -25, 25))
    pieces +=
      c.form === 'chew'
        ? g(`translate(${x} ${y}) rotate(${angle})`, path('M-22-12l-8-6v36l8-6zM22-12l8-6v36l-8-6z', '#f3efe6') + rect(-22, -14, 44, 28, 4, fill) + rect(-22, -14, 44, 28, 4, '#fff', { opacity: 0.25 }))
        : g(
            `translate(${x} ${y}) rotate(${angle})`,
            rect(-19, -17, 38, 34, 12, fill) + rect(-13, -12, 16, 8, 4, '#fff', { opacity: 0.35 }) + path('M-10 6h.1M4 0h.1M10 10h.1M-2 12h.1', 'none', { stroke: '#fff', 'stroke-width': 2.4, 'stroke-linecap': 'round', opacity: 0.6 }),
          )
  }
  return shadow(104, 146, 80) + pieces
}

function tinctureItem(c: Ctx): string {
  const glass = pick(c.rand, ['#8a4a14', '#6e3a12', '#2f5a4a'])
  if (c.form === 'spray') {
    return (
      shadow(100, 178, 34) +
      rect(80, 72, 40, 106, 10, glass) +
      rect(80, 108, 40, 46, 0, '#f6f1e3') +
      circle(100, 122, 7, c.brand.body) +
      rect(86, 44, 28, 30, 4, c.brand.body) +
      rect(92, 30, 16, 16, 3, '#f6f1e3') +
      path('M122 34h.1M132 28h.1M138 38h.1M130 44h.1M142 30h.1', 'none', { stroke: LINEAGE_ART[c.lineage].deep, 'stroke-width': 3, 'stroke-linecap': 'round', opacity: 0.5 }) +
      shade(80, 72, 40, 106, 10)
    )
  }
  return (
    shadow(100, 178, 44) +
    rect(72, 84, 56, 94, 12, glass) +
    rect(72, 112, 56, 48, 0, '#f6f1e3') +
    rect(72, 112, 56, 10, 0, c.brand.body) +
    rect(80, 132, 40, 3, 1.5, '#9b948a') +
    rect(80, 140, 26, 3, 1.5, '#9b948a') +
    rect(84, 62, 32, 24, 4, c.brand.body) +
    path('M100 62V30', 'none', { stroke: '#e9e3d6', 'stroke-width': 7, 'stroke-linecap': 'round' }) +
    ell(100, 26, 10, 12, '#2b2b2b') +
    path('M140 86c-8 12-8 18 0 18s8-6 0-18z', '#e0a53a') +
    shade(72, 84, 56, 94, 12)
  )
}

const TUBE = 'M70 40h60l-6 104H76z'

function topicalItem(c: Ctx): string {
  const cream = pick(c.rand, ['#f7f0e2', '#f2ead6', '#eef3e6'])
  if (c.form === 'balm') {
    return (
      shadow(100, 150, 72) +
      ell(100, 128, 60, 22, '#b9bfc2') +
      rect(40, 106, 120, 22, 0, '#b9bfc2') +
      ell(100, 106, 60, 22, '#d7dbdd') +
      ell(100, 106, 52, 18, '#e9d9a0') +
      path('M74 106c10-8 40-8 52 0M86 110c8-4 22-4 28 0', 'none', { stroke: '#f7ecc4', 'stroke-width': 3, 'stroke-linecap': 'round' }) +
      g('translate(0 -8)', ell(120, 62, 46, 16, c.brand.body) + circle(120, 60, 7, c.brand.ink))
    )
  }
  if (c.form === 'patch') {
    let patches = ''
    for (const [x, y, a] of [
      [78, 96, -12],
      [124, 118, 10],
    ] as const)
      patches += g(`translate(${x} ${y}) rotate(${a})`, rect(-30, -30, 60, 60, 10, '#efe4d0', { stroke: '#dccbaa', 'stroke-width': 2 }) + circle(0, 0, 15, c.brand.body, { opacity: 0.85 }))
    return shadow(100, 156, 80) + patches
  }
  if (c.form === 'rollon') {
    return (
      shadow(100, 178, 34) +
      rect(80, 76, 40, 102, 14, c.brand.body) +
      rect(80, 110, 40, 40, 0, cream) +
      circle(100, 130, 6, c.brand.body) +
      rect(84, 56, 32, 22, 6, '#d7dbdd') +
      circle(100, 54, 11, '#eef1f2') +
      shade(80, 44, 40, 134, 14)
    )
  }
  // Lotion: a squeeze tube and a dollop.
  return (
    shadow(100, 160, 80) +
    g(
      'rotate(-28 100 100)',
      path(TUBE, c.brand.body) + rect(82, 144, 36, 22, 4, c.brand.ink) + rect(78, 70, 44, 40, 4, cream, { opacity: 0.95 }) + shadePath(TUBE),
    ) +
    path('M128 150c-10 0-14-8-6-12-4-6 4-12 12-8 8-2 14 6 8 10 8 4 2 10-14 10z', cream, { stroke: '#e4dac4', 'stroke-width': 1.4 })
  )
}

function gearItem(c: Ctx): string {
  const metal = '#b9bfc2'
  if (c.form === 'grinder') {
    let knurl = ''
    for (let x = 50; x <= 150; x += 8) knurl += `M${x} 96v30`
    return (
      shadow(100, 160, 70) +
      rect(44, 96, 112, 52, 8, c.brand.body) +
      ell(100, 148, 56, 16, c.brand.body) +
      path(knurl, 'none', { stroke: '#000', 'stroke-width': 2, opacity: 0.18 }) +
      ell(100, 96, 56, 16, metal) +
      ell(100, 96, 40, 10, '#d7dbdd') +
      shade(44, 96, 112, 56, 8) +
      circle(100, 96, 5, c.brand.ink)
    )
  }
  if (c.form === 'papers') {
    return (
      shadow(100, 158, 70) +
      g('rotate(-10 100 100)', rect(52, 58, 96, 30, 2, '#fbf7ee', { stroke: '#e6dcc6' }) + rect(46, 80, 108, 70, 6, c.brand.body) + rect(62, 98, 76, 24, 3, c.brand.ink) + circle(100, 110, 7, c.brand.body))
    )
  }
  if (c.form === 'pipe') {
    const glass = pick(c.rand, ['#3f8fa6', '#6a5aa8', '#3f9a6e'])
    return (
      shadow(100, 150, 80) +
      path('M40 116c0-10 10-16 22-14l74-10c10-2 20 6 20 16s-8 18-20 16l-76-4c-12 0-20-4-20-4z', glass, { opacity: 0.9 }) +
      ell(140, 104, 18, 8, '#1f3b44', { opacity: 0.6 }) +
      path('M56 108c20-4 50-6 74-8', 'none', { stroke: '#fff', 'stroke-width': 3, opacity: 0.5, 'stroke-linecap': 'round' }) +
      path('M70 114c8 6 20 6 26 0M104 110c6 6 16 6 22 0', 'none', { stroke: '#fff', 'stroke-width': 2, opacity: 0.4 })
    )
  }
  if (c.form === 'storage') {
    return (
      shadow(100, 176, 54) +
      rect(56, 70, 88, 106, 14, '#e7eef0', { opacity: 0.75 }) +
      rect(56, 70, 88, 106, 14, 'none', { stroke: '#9fb0b4', 'stroke-width': 1.5 }) +
      rect(76, 126, 34, 44, 4, '#f6f1e3', { transform: 'rotate(-8 93 148)' }) +
      circle(92, 146, 7, c.brand.body) +
      rect(52, 48, 96, 26, 6, c.brand.body) +
      rect(60, 58, 80, 3, 1.5, c.brand.ink, { opacity: 0.5 }) +
      shade(52, 48, 96, 128, 14)
    )
  }
  // Battery: a slim pen with a button and a charge light.
  return (
    shadow(100, 180, 30) +
    g('rotate(8 100 100)', rect(88, 36, 24, 144, 10, c.brand.body) + rect(86, 30, 28, 10, 3, metal) + circle(100, 70, 5, c.brand.ink) + circle(100, 162, 2.5, '#7be0a0') + shade(86, 30, 28, 150, 10))
  )
}

const ITEMS: Record<string, (c: Ctx) => string> = {
  flower: flowerItem,
  'pre-roll': preRollItem,
  vape: vapeItem,
  extract: extractItem,
  edible: edibleItem,
  tincture: tinctureItem,
  topical: topicalItem,
  gear: gearItem,
}

// ---------------------------------------------------------------------------------------------
// Packaging (variant 0), drawn behind a smaller item in front.

/** A faint edge, so pale packaging stands out from a pale background. */
const EDGE: Attrs = { stroke: '#000', 'stroke-opacity': 0.12 }

/** A printed label: the brand's mark and lines of copy, in the packaging's print colour. */
function label(c: Ctx, x: number, y: number, width: number, height: number, onBody = true): string {
  const ink = onBody ? c.brand.ink : c.brand.body
  const cx = x + width / 2
  const mark = Math.min(width, height) * 0.032
  return (
    g(`translate(${r(cx)} ${r(y + height * 0.32)}) scale(${r(mark)})`, path(MARK_PATHS[c.brand.mark] as string, ink, { 'fill-rule': 'evenodd' })) +
    rect(cx - width * 0.3, y + height * 0.62, width * 0.6, Math.max(2, height * 0.07), 1, ink) +
    rect(cx - width * 0.2, y + height * 0.76, width * 0.4, Math.max(1.5, height * 0.05), 1, ink, { opacity: 0.6 })
  )
}

function carton(c: Ctx, x: number, y: number, width: number, height: number): string {
  return (
    shadow(x + width / 2 + 8, y + height, width * 0.8) +
    rect(x, y, width, height, 3, c.brand.body, EDGE) +
    path(`M${x + width} ${y}l10 6v${height - 6}l-10 ${0}z`, '#000', { opacity: 0.18 }) +
    rect(x, y + height * 0.62, width, height * 0.1, 0, LINEAGE_ART[c.lineage].deep, { opacity: c.lineage === 'none' ? 0 : 0.85 }) +
    label(c, x, y + 4, width, height * 0.56)
  )
}

function jar(c: Ctx, inner: string): string {
  return (
    shadow(100, 168, 66) +
    rect(48, 62, 104, 106, 16, '#eef3f3', { opacity: 0.7 }) +
    '<clipPath id="k"><rect x="48" y="62" width="104" height="106" rx="16"/></clipPath>' +
    `<g clip-path="url(#k)">${g('translate(22 52) scale(.78)', inner)}</g>` +
    rect(48, 104, 104, 44, 0, c.brand.body, { opacity: 0.96 }) +
    label(c, 48, 104, 104, 44) +
    rect(44, 40, 112, 26, 6, c.brand.body, EDGE) +
    rect(44, 40, 112, 26, 6, '#000', { opacity: 0.15 }) +
    shade(44, 40, 112, 128, 16)
  )
}

const POUCH = 'M52 34h96l6 136q-54 8-108 0z'

function pouch(c: Ctx, window: string): string {
  return (
    shadow(100, 174, 70) +
    path(POUCH, c.brand.body, EDGE) +
    rect(52, 34, 96, 10, 0, '#000', { opacity: 0.12 }) +
    label(c, 52, 48, 96, 50) +
    (window ? rect(72, 110, 56, 42, 21, '#f8f4ea', { opacity: 0.9 }) + g('translate(72 110) scale(.28)', window) : '') +
    path('M60 48h80', 'none', { stroke: '#000', 'stroke-opacity': 0.2, 'stroke-width': 1.5 }) +
    shadePath(POUCH)
  )
}

function tube(c: Ctx): string {
  return shadow(82, 176, 34) + rect(64, 26, 36, 150, 18, c.brand.body, EDGE) + rect(64, 26, 36, 20, 10, c.brand.ink, { opacity: 0.85 }) + label(c, 64, 70, 36, 70) + shade(64, 26, 36, 150, 18)
}

function tin(c: Ctx): string {
  return (
    shadow(100, 150, 76) +
    rect(34, 96, 132, 40, 0, '#b9bfc2') +
    ell(100, 136, 66, 20, '#b9bfc2') +
    ell(100, 96, 66, 22, c.brand.body) +
    rect(34, 90, 132, 8, 0, c.brand.body) +
    shade(34, 90, 132, 48) +
    g('translate(100 96) scale(1 .34)', label(c, -40, -52, 80, 104))
  )
}

function pack(c: Ctx, kind: string, item: string): string {
  const front = (x: number, y: number, scale: number) => g(`translate(${x} ${y}) scale(${scale})`, item)
  switch (kind) {
    case 'flower':
      if (c.form === 'ground' || c.brand.pack === 1) return pouch(c, item)
      if (c.brand.pack === 2) return carton(c, 50, 40, 100, 130) + rect(70, 110, 60, 44, 6, '#f8f4ea') + g('translate(70 108) scale(.3)', item)
      return jar(c, item)
    case 'pre-roll':
      return c.form === 'pack' ? carton(c, 40, 46, 88, 116) + front(54, 96, 0.62) : tube(c) + front(62, 82, 0.58)
    case 'edible':
      if (c.form === 'gummy' || c.form === 'chew') return pouch(c, item)
      if (c.form === 'mint') return tin(c) + front(94, 110, 0.44)
      if (c.form === 'drink') return front(-26, 6, 0.96) + front(58, 30, 0.84)
      return carton(c, 46, 40, 84, 110) + front(58, 86, 0.6)
    case 'topical':
      if (c.form === 'balm') return tin(c)
      return carton(c, 40, 40, 76, 120) + front(64, 66, 0.66)
    case 'extract':
      return carton(c, 34, 40, 80, 116) + g('translate(66 80) scale(.5)', jar(c, item))
    default:
      return carton(c, 38, 42, 82, 120) + front(64, 64, 0.66)
  }
}

// ---------------------------------------------------------------------------------------------
// Label card (variant 2): a lab-facts label on the brand's colour.

/** The lineage's sign on the label: a moon (indica), a sun (sativa), a leaf (hybrid), a drop (CBD). */
const LINEAGE_GLYPHS: Record<ArtLineage, string> = {
  indica: 'M3-10a10 10 0 1 0 7 15A8 8 0 0 1 3-10z',
  sativa: 'M0-5a5 5 0 1 1-.1 0zM-1-12h2v4h-2zM-1 8h2v4h-2zM-12-1v2h4v-2zM8-1v2h4v-2zM-9-7.6l1.4-1.4 2.8 2.8-1.4 1.4zM5.2 6.6l1.4-1.4 2.8 2.8-1.4 1.4zM-9 7.6l1.4 1.4 2.8-2.8-1.4-1.4zM5.2-6.6l1.4 1.4 2.8-2.8-1.4-1.4z',
  hybrid: 'M0-10C8-5 8 5 0 10-8 5-8-5 0-10z',
  cbd: 'M0-11C6-3 8 1 8 4A8 8 0 0 1-8 4c0-3 2-7 8-15z',
  none: '',
}

/** A 7 × 7 batch code from the hash: finder squares in three corners, the rest from its bits. */
function batchCode(seed: number, x: number, y: number, cell: number, ink: string): string {
  let d = ''
  for (let row = 0; row < 7; row++) {
    for (let col = 0; col < 7; col++) {
      const finder = (row < 2 && col < 2) || (row < 2 && col > 4) || (row > 4 && col < 2)
      const bit = (seed >>> ((row * 7 + col) % 31)) & 1
      if (finder || ((row > 1 || (col > 1 && col < 5)) && (row < 5 || col > 1) && bit)) d += `M${r(x + col * cell)} ${r(y + row * cell)}h${r(cell)}v${r(cell)}h${r(-cell)}z`
    }
  }
  return path(d, ink)
}

export function labelCard(c: Ctx, item: string, word: string, seed: number): string {
  const tilt = r(between(c.rand, -5, 5))
  const lineage = LINEAGE_ART[c.lineage]
  const wordWidth = 10 + word.length * 7.2
  return g(
    `rotate(${tilt} 100 100)`,
    rect(38, 22, 124, 160, 8, '#000', { opacity: 0.18, transform: 'translate(3 4)' }) +
      rect(38, 22, 124, 160, 8, '#fbf8f1') +
      rect(38, 22, 124, 30, 8, c.brand.body) +
      rect(38, 44, 124, 8, 0, c.brand.body) +
      g(`translate(56 37) scale(.55)`, path(MARK_PATHS[c.brand.mark] as string, c.brand.ink, { 'fill-rule': 'evenodd' })) +
      rect(70, 33, 54, 4, 2, c.brand.ink) +
      rect(70, 40, 34, 3, 1.5, c.brand.ink, { opacity: 0.6 }) +
      g('translate(96 62) scale(.34)', item) +
      rect(52, 128, wordWidth, 16, 8, lineage.deep) +
      `<text x="${r(52 + wordWidth / 2)}" y="139.5" fill="#fff" font-family="Inter,Arial,sans-serif" font-size="9" font-weight="700" letter-spacing="1" text-anchor="middle">${word}</text>` +
      rect(52, 152, 56, 3, 1.5, '#8a857a') +
      rect(52, 160, 44, 3, 1.5, '#8a857a') +
      rect(52, 168, 50, 3, 1.5, '#8a857a') +
      batchCode(seed, 118, 140, 4, '#2b2a27') +
      rect(52, 64, 40, 54, 6, lineage.tint) +
      g('translate(72 88) scale(1.1)', path(c.lineage === 'none' ? (MARK_PATHS[c.brand.mark] as string) : LINEAGE_GLYPHS[c.lineage], lineage.deep, { opacity: 0.85, 'fill-rule': 'evenodd' })) +
      path('M60 110h24', 'none', { stroke: lineage.deep, 'stroke-width': 2.4, opacity: 0.5 }),
  )
}

// ---------------------------------------------------------------------------------------------

export const DEFS =
  '<defs><linearGradient id="c"><stop offset=".12" stop-color="#fff" stop-opacity=".35"/><stop offset=".45" stop-color="#fff" stop-opacity="0"/>' +
  '<stop offset="1" stop-color="#000" stop-opacity=".22"/></linearGradient><radialGradient id="s"><stop offset="0" stop-opacity=".28"/>' +
  '<stop offset="1" stop-opacity="0"/></radialGradient>'

/** The background of a variant, including the closing </defs> and any gradient it needs. */
export function background(c: Ctx, variant: number): string {
  const tone = LINEAGE_ART[c.lineage]
  if (variant === 2) {
    return (
      `</defs><rect width="200" height="200" fill="${c.brand.body}"/>` +
      `<rect width="200" height="200" fill="#000" opacity=".08"/>` +
      g(`translate(${r(between(c.rand, 20, 180))} ${r(between(c.rand, 20, 180))}) scale(9)`, path(MARK_PATHS[c.brand.mark] as string, c.brand.ink, { opacity: 0.08, 'fill-rule': 'evenodd' }))
    )
  }
  if (variant === 1) {
    return (
      `<radialGradient id="v" cx="${r(between(c.rand, 0.3, 0.7))}" cy="${r(between(c.rand, 0.3, 0.5))}" r=".75"><stop offset="0" stop-color="#fff" stop-opacity=".7"/><stop offset=".55" stop-color="${tone.tint}"/><stop offset="1" stop-color="${tone.mid}"/></radialGradient></defs>` +
      `<rect width="200" height="200" fill="${tone.mid}"/><rect width="200" height="200" fill="url(#v)"/>`
    )
  }
  return (
    `<linearGradient id="v" x2="0" y2="1"><stop offset=".62" stop-color="${tone.tint}"/><stop offset=".62" stop-color="${tone.mid}" stop-opacity=".55"/></linearGradient></defs>` +
    `<rect width="200" height="200" fill="${tone.tint}"/><rect width="200" height="200" fill="url(#v)"/>` +
    circle(between(c.rand, 60, 140), 80, 70, '#fff', { opacity: 0.35 })
  )
}

/** The picture's drawing for a variant: packaging, close-up or label card. */
export function drawProduct(c: Ctx, kind: string, variant: number, word: string, seed: number): string {
  // The product looks the same in its pack shot, close-up and label.
  const item = (ITEMS[kind] ?? gearItem)({ ...c, rand: c.itemRand })
  if (variant === 0) return pack(c, kind, item)
  if (variant === 2) return labelCard(c, item, word, seed)
  // The close-up sits a little differently from product to product.
  return g(`rotate(${r(between(c.rand, -7, 7))} 100 110) translate(100 110) scale(${Math.round(between(c.rand, 0.94, 1.06) * 100) / 100}) translate(-100 -110)`, item)
}

/** Special banners: ground, tag, accent (the site's palette: brand green, amber accent, lineage tints). */
const SPECIAL_PALETTES: readonly (readonly [string, string, string])[] = [
  ['#1f5d3a', '#fdebc0', '#f0a92a'],
  ['#fdebc0', '#174a2e', '#f0a92a'],
  ['#f3e8f8', '#6b2d8f', '#f0a92a'],
  ['#dcf0f5', '#0b6177', '#f0a92a'],
  ['#e6f2df', '#2f6b1f', '#f0a92a'],
  ['#fde9dc', '#9a3b0c', '#1f5d3a'],
]

/** A special's banner art: a swing tag on its string, with a few sparkles, in one of the palettes. */
export function drawSpecial(rand: Rand): string {
  const [ground, tag, accent] = SPECIAL_PALETTES[Math.floor(rand() * SPECIAL_PALETTES.length)] as readonly [string, string, string]
  const tilt = r(between(rand, -18, 8))
  let sparkles = ''
  for (let i = 0; i < 3; i++) {
    sparkles += g(`translate(${r(between(rand, 20, 180))} ${r(i === 0 ? between(rand, 18, 50) : between(rand, 140, 182))}) scale(${r(between(rand, 0.5, 1))})`, path('M0-10L3-3 10 0 3 3 0 10-3 3-10 0-3-3z', accent))
  }
  return (
    `</defs><rect width="200" height="200" fill="${ground}"/>` +
    circle(between(rand, 40, 160), between(rand, 40, 160), 90, '#fff', { opacity: 0.14 }) +
    sparkles +
    g(
      `rotate(${tilt} 100 100)`,
      path('M64 70h72l22 30-22 30H64q-8 0-8-8V78q0-8 8-8z', '#000', { opacity: 0.15, transform: 'translate(3 4)' }) +
        path('M64 70h72l22 30-22 30H64q-8 0-8-8V78q0-8 8-8z', tag) +
        circle(136, 100, 7, ground) +
        rect(72, 88, 44, 6, 3, ground, { opacity: 0.9 }) +
        rect(72, 102, 30, 5, 2.5, ground, { opacity: 0.6 }) +
        path('M136 100C152 70 142 38 110 34', 'none', { stroke: accent, 'stroke-width': 3, 'stroke-linecap': 'round' }),
    )
  )
}
