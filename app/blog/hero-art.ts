import { hashName } from '~/catalog/product-image'
import { HERO_HEIGHTS, type HeroArtKey } from './hero-image'

/**
 * The generated hero artwork of a blog entry: a gradient in its category's colours with soft
 * circles and leaves placed by a hash of the slug, so every entry looks different and the picture
 * is a pure function of its URL (cacheable forever).
 */
const PALETTES: Record<string, { from: string; to: string; shape: string; leaf: string }> = {
  'cannabis-101': { from: '#174a2e', to: '#2f7a4d', shape: '#4f9668', leaf: '#b0d5bb' },
  'product-guides': { from: '#0b6177', to: '#25683f', shape: '#2f7a4d', leaf: '#dcf0f5' },
  'strains-and-terpenes': { from: '#2f6b1f', to: '#7fb892', shape: '#e6f2df', leaf: '#1f5d3a' },
  'dispensary-tips': { from: '#113822', to: '#8f4d00', shape: '#f0a92a', leaf: '#fdebc0' },
  lifestyle: { from: '#8f4d00', to: '#f0a92a', shape: '#fdebc0', leaf: '#174a2e' },
  'laws-and-policy': { from: '#0b2616', to: '#0b6177', shape: '#7fb892', leaf: '#dcf0f5' },
  resources: { from: '#25683f', to: '#b0d5bb', shape: '#eef6f0', leaf: '#113822' },
  recipes: { from: '#6b3a00', to: '#9a3b0c', shape: '#f0a92a', leaf: '#fff6e0' },
}

/** A small deterministic random sequence from a hash (mulberry32). */
function sequence(seed: string): () => number {
  let state = Number.parseInt(hashName(seed), 16)
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const round = (value: number) => Math.round(value * 10) / 10

export function renderHeroArt(key: HeroArtKey): string {
  const width = key.width
  const height = HERO_HEIGHTS[key.width]
  const palette = PALETTES[key.categorySlug] ?? PALETTES['cannabis-101']!
  const next = sequence(`${key.categorySlug}/${key.slug}`)
  const angle = Math.round(next() * 360)
  const circles = Array.from({ length: 5 }, () => {
    const r = round((0.15 + next() * 0.35) * height)
    return `<circle cx="${round(next() * width)}" cy="${round(next() * height)}" r="${r}" fill="${palette.shape}" opacity="${round(0.12 + next() * 0.2)}"/>`
  }).join('')
  // A leaf: two arcs meeting at the tips, with a midrib; scaled to the picture's height.
  const leaves = Array.from({ length: 3 + Math.floor(next() * 3) }, () => {
    const size = round((0.18 + next() * 0.3) * height)
    const x = round(width * (0.45 + next() * 0.5))
    const y = round(height * (0.15 + next() * 0.7))
    const rotate = Math.round(next() * 360)
    return (
      `<g transform="translate(${x} ${y}) rotate(${rotate}) scale(${round(size / 100)})" opacity="${round(0.55 + next() * 0.4)}">` +
      `<path d="M0 -50 C 32 -28 32 28 0 50 C -32 28 -32 -28 0 -50 Z" fill="${palette.leaf}"/>` +
      `<path d="M0 -46 L0 46" stroke="${palette.from}" stroke-width="2.5" opacity="0.5"/></g>`
    )
  }).join('')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" gradientTransform="rotate(${angle % 90} 0.5 0.5)">` +
    `<stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>${circles}${leaves}</svg>`
  )
}
