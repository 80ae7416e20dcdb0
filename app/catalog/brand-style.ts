/**
 * A brand's look, derived from its name alone (the chain holds no brand artwork): a packaging
 * colour pair, a mark shape and a wordmark style. The generated product images print the brand's
 * pair and mark on its packaging, and the brand cards draw the same mark next to the name, so a
 * brand is recognisable across the menu. Small and dependency-free: the brand cards import it on
 * the client.
 */

/** Packaging colour pairs (body, print); every pair reads at AA contrast. */
export const BRAND_PAIRS: readonly (readonly [string, string])[] = [
  ['#1f3b2d', '#e9dcc0'],
  ['#24262b', '#d9b45a'],
  ['#f1ebdd', '#2a4a3a'],
  ['#1e3a5f', '#f2c14e'],
  ['#9e4530', '#f8efe2'],
  ['#e3b23c', '#3b2a1a'],
  ['#4a2c4f', '#e8c9a0'],
  ['#0f5c5c', '#f4e9d8'],
  ['#e9b8aa', '#5a2a2a'],
  ['#fbfaf6', '#1c1c1a'],
  ['#55662f', '#f6f1e1'],
  ['#2d2a6e', '#b8e0d2'],
]

/** The mark shapes a brand can carry, as 20 × 20 paths centred on 0,0 (evenodd fill). */
export const MARK_PATHS = [
  'M0-10a10 10 0 1 0 .1 0zM0-5a5 5 0 1 1-.1 0z', // ring
  'M0-10L10 0 0 10-10 0z', // diamond
  'M0-10C8-5 8 5 0 10-8 5-8-5 0-10z', // leaf
  'M-10 8L0-10 10 8z', // peak
  'M-9 10V0a9 9 0 0 1 18 0v10z', // arch
  'M0-10L8.7-5v10L0 10-8.7 5v-10z', // hexagon
  'M0-10L3-3 10 0 3 3 0 10-3 3-10 0-3-3z', // star
  'M-10 10V-2a10 10 0 0 1 20 0v12h-5V-2a5 5 0 0 0-10 0v12z', // horseshoe
] as const

/** How a brand's name is set in its wordmark. */
export const WORDMARK_STYLES = ['serif', 'caps', 'italic', 'bold'] as const
export type WordmarkStyle = (typeof WORDMARK_STYLES)[number]

export type BrandStyle = {
  body: string
  ink: string
  mark: number
  wordmark: WordmarkStyle
  /** How the brand packs its flower: 0 a glass jar, 1 a pouch, 2 a carton with a window. */
  pack: number
}

/** 32-bit FNV-1a of a name, as an unsigned number. */
export function nameHash(value: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** The look of a brand from the 32-bit hash of its name (the image URLs carry that hash). */
export function brandStyleFromHash(hash: number): BrandStyle {
  const [body, ink] = BRAND_PAIRS[hash % BRAND_PAIRS.length] as readonly [string, string]
  return {
    body,
    ink,
    mark: (hash >>> 8) % MARK_PATHS.length,
    wordmark: WORDMARK_STYLES[(hash >>> 16) % WORDMARK_STYLES.length] as WordmarkStyle,
    pack: (hash >>> 24) % 3,
  }
}

/** The key of a brand's name: trimmed, lower case, single spaces ('  Prairie  bloom' = 'Prairie Bloom'). */
export function brandNameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase()
}

export function brandStyle(name: string): BrandStyle {
  return brandStyleFromHash(nameHash(brandNameKey(name)))
}

/** What a brand card needs to draw the logo: colours, wordmark style and the mark's path itself. */
export type BrandLogoData = { body: string; ink: string; wordmark: WordmarkStyle; markPath: string }

/** A brand's logo for a card, resolved on the server so the page's code needs no mark table. */
export function brandLogo(name: string): BrandLogoData {
  const style = brandStyle(name)
  return { body: style.body, ink: style.ink, wordmark: style.wordmark, markPath: MARK_PATHS[style.mark] as string }
}
