/**
 * Writes app/fonts/: the faces of the two web fonts (Inter for text, Fraunces for headings) as
 * fonts.css, and a small "core" file of each, the characters nearly every page shows. `npm run fonts`
 * after a @fontsource-variable upgrade or a change to CORE_TEXT; app/fonts/fonts.test.ts fails when
 * the files are out of date.
 *
 * Why: a first visit downloads each font's Latin file before the first screen is drawn in its face
 * (they are preloaded with the HTML). Fontsource's Latin files carry every weight from 100 to 900,
 * every OpenType feature and ~250 characters: 48.3 kB (Inter) and 36.6 kB (Fraunces) of woff2, more
 * than the page's HTML and stylesheet together. The core files keep what the site uses: printable
 * ASCII and the punctuation of its copy (CORE_TEXT), the weights 400–800, and the features it sets
 * or the text needs (FEATURES); 20.3 and 24.8 kB. The rest of each Latin file's range stays on
 * fontsource's file, which a browser only fetches for a page that shows one of those characters
 * (an 'ü' in a product name); the other scripts' faces are fontsource's as they were.
 *
 * Every face of a family keeps fontsource's descriptors (weight 100 900, normal style), so the
 * browser treats them as one family split by unicode-range; the core file's weights end at 800, the
 * heaviest the site asks for (brand logos), and a heavier request draws at 800.
 */
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import subsetFont from 'subset-font'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const FONTS_DIR = path.join(root, 'app/fonts')
export const FONTS_CSS = path.join(FONTS_DIR, 'fonts.css')

/** Printable ASCII and the punctuation and signs the site's copy uses (en dash in hours, middle dot between facts, curly quotes, ©). */
export const CORE_TEXT = String.fromCodePoint(...Array.from({ length: 95 }, (_, i) => 0x20 + i)) + '\u00a0–—‘’“”…·•×©®™°¢€£−é'

/**
 * OpenType features kept in the core files: shaping every Latin text needs (kern, liga, calt,
 * ccmp, locl, mark, mkmk, rvrn, case) and those the stylesheet sets: tabular figures (.tabular)
 * and Inter's cv11 and ss01 (app.css).
 */
export const FEATURES = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'rvrn', 'case', 'tnum', 'cv11', 'ss01']

/** The weights the core files keep: font-normal to font-extrabold. */
export const WEIGHTS = { min: 400, max: 800 }

export const FAMILIES = [
  { id: 'inter', pkg: '@fontsource-variable/inter' },
  { id: 'fraunces', pkg: '@fontsource-variable/fraunces' },
] as const

type Face = { comment: string; body: string }

/** The @font-face rules of a fontsource stylesheet, each with the comment naming its file. */
export function parseFaces(css: string): Face[] {
  return [...css.matchAll(/\/\*\s*([^*]+?)\s*\*\/\s*@font-face\s*\{([^}]*)\}/g)].map((match) => ({ comment: match[1] as string, body: match[2] as string }))
}

/** 'U+0000-00FF,U+0131' → the code points it covers. */
export function parseUnicodeRange(range: string): Set<number> {
  const points = new Set<number>()
  for (const part of range.split(',')) {
    const match = /^\s*U\+([0-9A-F]+)(?:-([0-9A-F]+))?\s*$/i.exec(part)
    if (!match) throw new Error(`Not a unicode-range part: ${part}`)
    const start = parseInt(match[1] as string, 16)
    const end = match[2] ? parseInt(match[2], 16) : start
    for (let point = start; point <= end; point++) points.add(point)
  }
  return points
}

/** The code points as a unicode-range value, consecutive ones as one span. */
export function formatUnicodeRange(points: Iterable<number>): string {
  const sorted = [...new Set(points)].sort((a, b) => a - b)
  const parts: string[] = []
  const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0')
  for (let i = 0; i < sorted.length; ) {
    let j = i
    while (j + 1 < sorted.length && (sorted[j + 1] as number) === (sorted[j] as number) + 1) j++
    const start = sorted[i] as number
    const end = sorted[j] as number
    parts.push(start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`)
    i = j + 1
  }
  return parts.join(',')
}

const codePoints = (text: string) => new Set([...text].map((char) => char.codePointAt(0) as number))

/**
 * fonts.css for one family: fontsource's faces with their files named by package, the Latin face
 * split in two: the core file for CORE_TEXT, fontsource's file for the rest of its range.
 */
export function familyCss(css: string, family: (typeof FAMILIES)[number]): string {
  const core = codePoints(CORE_TEXT)
  const out: string[] = []
  let split = false
  for (const face of parseFaces(css)) {
    const body = face.body.replace(/url\(\.\/files\/([^)]+)\)/g, `url('${family.pkg}/files/$1')`)
    if (face.comment !== `${family.id}-latin-wght-normal`) {
      out.push(rule(face.comment, body))
      continue
    }
    const range = /unicode-range:\s*([^;]+);/.exec(body)?.[1]
    if (!range) throw new Error(`${face.comment} has no unicode-range`)
    const latin = parseUnicodeRange(range)
    const missing = [...core].filter((point) => !latin.has(point))
    if (missing.length) throw new Error(`CORE_TEXT has ${formatUnicodeRange(missing)}, outside ${face.comment}: the core file cannot draw it`)
    const rest = [...latin].filter((point) => !core.has(point))
    out.push(rule(`${face.comment}, less the core characters`, body.replace(range, formatUnicodeRange(rest))))
    const coreBody = body
      .replace(/url\([^)]+\)/, `url('./${family.id}-core.woff2')`)
      .replace(range, formatUnicodeRange(core))
    out.push(rule(`${family.id}-core: the core characters (scripts/font-subsets.ts)`, coreBody))
    split = true
  }
  if (!split) throw new Error(`${family.pkg}'s stylesheet has no ${family.id}-latin-wght-normal face`)
  return out.join('\n\n')
}

function rule(comment: string, body: string): string {
  const lines = body
    .split(';')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `  ${line};`)
  return `/* ${comment} */\n@font-face {\n${lines.join('\n')}\n}`
}

export async function buildCss(): Promise<string> {
  const parts: string[] = []
  for (const family of FAMILIES) parts.push(familyCss(await readFile(path.join(root, 'node_modules', family.pkg, 'index.css'), 'utf8'), family))
  return `/* Written by \`npm run fonts\` (scripts/font-subsets.ts) from @fontsource-variable's stylesheets: do not edit. */\n\n${parts.join('\n\n')}\n`
}

/** The core file of a family: fontsource's Latin file cut to CORE_TEXT, FEATURES and WEIGHTS. */
export async function buildCore(family: (typeof FAMILIES)[number]): Promise<Buffer> {
  const latin = await readFile(path.join(root, 'node_modules', family.pkg, 'files', `${family.id}-latin-wght-normal.woff2`))
  return subsetFont(latin, CORE_TEXT, { targetFormat: 'woff2', keepFeatures: FEATURES, variationAxes: { wght: WEIGHTS } })
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const family of FAMILIES) {
    const file = path.join(FONTS_DIR, `${family.id}-core.woff2`)
    const data = await buildCore(family)
    await writeFile(file, data)
    console.log(`wrote ${path.relative(root, file)} (${data.length} bytes)`)
  }
  await writeFile(FONTS_CSS, await buildCss())
  console.log(`wrote ${path.relative(root, FONTS_CSS)}`)
}
