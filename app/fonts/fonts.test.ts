import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  buildCore,
  buildCss,
  CORE_TEXT,
  FAMILIES,
  FONTS_CSS,
  FONTS_DIR,
  formatUnicodeRange,
  parseFaces,
  parseUnicodeRange,
} from '../../scripts/font-subsets'

describe('unicode-range values', () => {
  it.each([
    ['U+0041', [0x41]],
    ['U+0041-0043', [0x41, 0x42, 0x43]],
    ['U+0041,U+0043', [0x41, 0x43]],
    ['U+00A0,U+2013-2014', [0xa0, 0x2013, 0x2014]],
    ['u+fffd', [0xfffd]],
  ])('%s covers the code points it names', (range, points) => {
    expect([...parseUnicodeRange(range)].sort((a, b) => a - b)).toEqual(points)
  })

  it.each(['U+', 'A-B', 'U+0041 U+0042', ''])('%j is refused', (range) => {
    expect(() => parseUnicodeRange(range)).toThrow(/Not a unicode-range part/)
  })

  it.each([
    [[0x41], 'U+0041'],
    [[0x43, 0x41, 0x42], 'U+0041-0043'],
    [[0x41, 0x43, 0x43], 'U+0041,U+0043'],
    [[0x2014, 0xa0, 0x2013], 'U+00A0,U+2013-2014'],
  ])('%j is written %s', (points, range) => {
    expect(formatUnicodeRange(points)).toBe(range)
  })
})

describe('the web fonts (app/fonts)', () => {
  it('fonts.css is what `npm run fonts` writes from the installed fontsource stylesheets', async () => {
    expect(await readFile(FONTS_CSS, 'utf8')).toBe(await buildCss())
  })

  it.each(FAMILIES.map((family) => [family.id, family] as const))(
    "%s: the core file is what `npm run fonts` cuts from fontsource's Latin file",
    async (id, family) => {
      const written = await readFile(path.join(FONTS_DIR, `${id}-core.woff2`))
      expect(Buffer.compare(written, await buildCore(family))).toBe(0)
    },
    30_000,
  )

  it.each(FAMILIES.map((family) => [family.id] as const))(
    '%s: the core face takes the core characters, and the Latin file the rest of its range, with no character in both',
    async (id) => {
      const faces = parseFaces(await readFile(FONTS_CSS, 'utf8'))
      const range = (comment: string) => {
        const face = faces.find((candidate) => candidate.comment.startsWith(comment))
        const value = face && /unicode-range:\s*([^;]+);/.exec(face.body)?.[1]
        if (!value) throw new Error(`no face ${comment}`)
        return parseUnicodeRange(value)
      }
      const core = range(`${id}-core`)
      const rest = range(`${id}-latin-wght-normal, less`)
      expect([...core].filter((point) => rest.has(point))).toEqual([])
      const corePoints = [...CORE_TEXT].map((char) => char.codePointAt(0) as number)
      expect([...core].sort((a, b) => a - b)).toEqual([...new Set(corePoints)].sort((a, b) => a - b))
      // Every face of the family has the same descriptors: one family, split by unicode-range only.
      const families = faces.filter((face) => face.comment.startsWith(id))
      for (const face of families) expect(face.body).toContain('font-weight: 100 900')
      expect(families.filter((face) => face.body.includes(`url('./${id}-core.woff2')`))).toHaveLength(1)
    },
  )
})
