/**
 * Brand cards show a generated monogram instead of a logo: nothing may be fetched from outside, and
 * the chain holds no brand artwork. The tile is a pure function of the name, so a brand looks the
 * same on every menu.
 */

export const MONOGRAM_TONES = ['brand', 'accent', 'indica', 'sativa', 'hybrid', 'cbd'] as const
export type MonogramTone = (typeof MONOGRAM_TONES)[number]

export type Monogram = { initials: string; tone: MonogramTone }

/** Words that do not make a brand's initials ('The Green House' → 'GH'). */
const SKIPPED = new Set(['the', 'and', 'of', 'co', 'co.', '&', '+'])

/** 'Prairie Bloom' → 'PB', 'Lakeshore' → 'LA', 'The 420 Collective' → '4C'; at most two characters. */
export function monogramInitials(name: string): string {
  const words = name
    .trim()
    .split(/[\s\-_/]+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((word, index, all) => word !== '' && !(SKIPPED.has(word.toLowerCase()) && all.length > 1))
  if (words.length === 0) return '?'
  if (words.length === 1) {
    const [first = ''] = words
    return [...first].slice(0, 2).join('').toUpperCase()
  }
  return words
    .slice(0, 2)
    .map((word) => [...word][0] ?? '')
    .join('')
    .toUpperCase()
}

/** 32-bit FNV-1a, to spread names over the tones. */
function hash(value: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

export function brandMonogram(name: string): Monogram {
  const tone = MONOGRAM_TONES[hash(name.trim().toLowerCase()) % MONOGRAM_TONES.length] as MonogramTone
  return { initials: monogramInitials(name), tone }
}
