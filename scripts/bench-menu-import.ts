/**
 * The menu import scenario of `npm run bench` (issue 19): with the server stopped, a generated
 * 10,000-row CSV file (a point-of-sale export: flower, pre-rolls, vapes, extracts, edibles,
 * tinctures, topicals and gear, with per-weight prices and stock) is imported into one store of
 * the seeded chain through the same module as the command and the staff page; then the same file
 * again (nothing may change), then a next day's file (a tenth of the prices changed, 5 % of the
 * products gone, 5 % new). Each is timed from the first byte read to the commit. Target: ≤ 10 s.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { createReadStream } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'

export const IMPORT_TARGET_SECONDS = 10
const ROWS = 10_000

export type MenuImportFigures = {
  storeId: number
  rows: number
  fileBytes: number
  first: { seconds: number; added: number; takenOff: number }
  again: { seconds: number; unchanged: number; changed: number }
  nextDay: { seconds: number; added: number; updated: number; takenOff: number }
  ok: boolean
}

const KINDS = [
  ['flower', 'Premium', ['eighth_ounce', 'quarter_ounce', 'half_ounce']],
  ['pre-roll', 'Singles', ['each']],
  ['vape', 'Cartridges', ['half_gram', 'gram']],
  ['extract', 'Live Resin', ['gram']],
  ['edible', 'Gummies', ['each']],
  ['tincture', 'Sublinguals', ['each']],
  ['topical', 'Balms', ['each']],
  ['gear', 'Grinders', ['each']],
] as const
const WEIGHT_COLUMNS = ['half_gram', 'gram', 'eighth_ounce', 'quarter_ounce', 'half_ounce', 'each'] as const
const WORDS = ['Lemon', 'Haze', 'Night', 'Garden', 'Velvet', 'Cedar', 'Ember', 'River', 'Stone', 'Sun', 'Frost', 'Mint', 'Berry', 'Cloud', 'Pine', 'Amber']
const BRANDS = ['Meadow Farms', 'Lumen Labs', 'Sweet Leaf Kitchen', 'Calm Co', 'Glassworks', 'Prairie Roots', 'Northline', 'Bluff City Growers']

/** A menu file of `rows` products (SKUs BENCH-n from `first`; each row a function of n alone), `priceShift` added to every tenth product's prices. */
export function generateMenuCsv(rows: number, { first = 0, priceShift = 0 } = {}): string {
  const header = ['sku', 'name', 'brand', 'category', 'subcategory', 'strain_type', 'thc', 'terpenes', 'description', ...WEIGHT_COLUMNS.flatMap((w) => [`price_${w}`, `quantity_${w}`]), 'images', 'menu']
  const lines = [header.join(',')]
  for (let i = first; i < first + rows; i++) {
    const [kind, subtype, weights] = KINDS[i % KINDS.length]!
    const name = `${WORDS[i % WORDS.length]} ${WORDS[(i * 7 + 3) % WORDS.length]} ${i}`
    const strain = kind === 'gear' ? '' : (['indica', 'sativa', 'hybrid', 'cbd'] as const)[i % 4]
    const thc = kind === 'gear' ? '' : kind === 'edible' || kind === 'tincture' ? '100 mg' : `${(15 + ((i * 37) % 150) / 10).toFixed(1)}%`
    const cells: Record<string, string> = {}
    for (const [n, w] of weights.entries()) {
      const base = 10 + ((i * 13 + n * 17) % 60)
      cells[`price_${w}`] = (base + (i % 10 === 0 ? priceShift : 0)).toFixed(2)
      cells[`quantity_${w}`] = String((i * 31 + n) % 40)
    }
    lines.push(
      [
        `BENCH-${i}`,
        name,
        BRANDS[i % BRANDS.length]!,
        kind,
        subtype,
        strain,
        thc,
        kind === 'flower' ? 'Myrcene 0.8%; Limonene 0.4%' : '',
        `"${name}, a ${kind} from the bench menu; ""quoted"", with a comma."`,
        ...WEIGHT_COLUMNS.flatMap((w) => [cells[`price_${w}`] ?? '', cells[`quantity_${w}`] ?? '']),
        `products/bench-${i}.jpg`,
        'both',
      ].join(','),
    )
  }
  return lines.join('\n') + '\n'
}

export async function runMenuImportScenario(dataDir: string): Promise<MenuImportFigures> {
  const { closeDatabase, openDatabase } = await import('~/db/client.server')
  const { importMenu } = await import('~/operators/menu-import.server')
  const db = await openDatabase({ dataDir })
  const dir = path.join(dataDir, 'menu-import-bench')
  await mkdir(dir, { recursive: true })
  try {
    const { rows } = await db.execute<{ store_id: number }>(sql`select store_id from menus order by store_id limit 1`)
    const storeId = rows[0]?.store_id
    if (!storeId) throw new Error('the bench database has no store')
    const firstFile = path.join(dir, 'menu-day-1.csv')
    const text = generateMenuCsv(ROWS)
    await writeFile(firstFile, text)
    const nextFile = path.join(dir, 'menu-day-2.csv')
    // Day 2: products 500–10,499 (500 gone, 500 new), every tenth product's prices up by $2 (950 updated).
    await writeFile(nextFile, generateMenuCsv(ROWS, { first: 500, priceShift: 2 }))

    const timed = async (file: string) => {
      const started = performance.now()
      const report = await importMenu(db, createReadStream(file, { highWaterMark: 256 * 1024 }), { storeId, format: 'csv' })
      return { report, seconds: (performance.now() - started) / 1000 }
    }
    const first = await timed(firstFile)
    const again = await timed(firstFile)
    const nextDay = await timed(nextFile)
    const round = (n: number) => Math.round(n * 100) / 100
    const figures: MenuImportFigures = {
      storeId,
      rows: ROWS,
      fileBytes: Buffer.byteLength(text),
      first: { seconds: round(first.seconds), added: first.report.added, takenOff: first.report.takenOff },
      again: { seconds: round(again.seconds), unchanged: again.report.unchanged, changed: again.report.added + again.report.updated + again.report.takenOff },
      nextDay: { seconds: round(nextDay.seconds), added: nextDay.report.added, updated: nextDay.report.updated, takenOff: nextDay.report.takenOff },
      ok: false,
    }
    figures.ok =
      first.report.rejected === 0 &&
      first.report.added === ROWS &&
      figures.again.changed === 0 &&
      nextDay.report.added === 500 &&
      nextDay.report.takenOff === 500 &&
      nextDay.report.updated === 950 &&
      Math.max(first.seconds, again.seconds, nextDay.seconds) <= IMPORT_TARGET_SECONDS
    return figures
  } finally {
    await closeDatabase()
    await rm(dir, { recursive: true, force: true })
  }
}

export function printMenuImportFigures(f: MenuImportFigures): void {
  console.log(`\nmenu import (issue 19): ${f.rows.toLocaleString('en-US')}-row CSV (${(f.fileBytes / 1e6).toFixed(1)} MB) into store ${f.storeId}`)
  console.log(`  first import      ${f.first.seconds.toFixed(2)} s   ${f.first.added} added, ${f.first.takenOff} demo products taken off`)
  console.log(`  same file again   ${f.again.seconds.toFixed(2)} s   ${f.again.unchanged} unchanged, ${f.again.changed} changed`)
  console.log(`  next day's file   ${f.nextDay.seconds.toFixed(2)} s   ${f.nextDay.added} added, ${f.nextDay.updated} updated, ${f.nextDay.takenOff} taken off`)
  console.log(`  ${f.ok ? 'met   ' : 'MISSED'}  10,000 rows in <= ${IMPORT_TARGET_SECONDS} s, idempotent, take-off and additions counted`)
}
